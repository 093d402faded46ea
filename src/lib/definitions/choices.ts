import type { ChoiceField } from '../../../common/resources/fields';

/** A choice field's choices as react-admin's inputs and fields take them. */
export const choicesOf = (field: ChoiceField) =>
  Object.entries(field.choices).map(([id, name]) => ({ id, name }));
