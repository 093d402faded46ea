import { SelectField } from 'react-admin';
import { choiceFilter } from './listFilters';

/** Choices whose names are the messages `${prefix}.${source}.${id}` (react-admin translates them). */
const translatedChoices = (prefix: string, source: string, ids: readonly string[]) =>
  ids.map((id) => ({ id, name: `${prefix}.${source}.${id}` }));

/**
 * A list filter choosing one of `ids`, each shown by its message `${prefix}.${source}.${id}`
 * (a resource's `resources.<name>` messages, usually).
 */
export const selectFilter = (
  prefix: string,
  source: string,
  ids: readonly string[],
  alwaysOn = false,
  emptyText?: string,
) => choiceFilter(source, translatedChoices(prefix, source, ids), alwaysOn, emptyText);

/** A field showing one of `ids` by the same message as its `selectFilter`. */
export const selectField = (prefix: string, source: string, ids: readonly string[]) => (
  <SelectField source={source} choices={translatedChoices(prefix, source, ids)} />
);
