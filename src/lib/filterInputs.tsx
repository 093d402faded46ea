// The inputs of a list's optional filters: loaded when a filter is first shown (listFilters.tsx).
import {
  AutocompleteInput,
  NullableBooleanInput,
  ReferenceInput,
  SelectInput,
  type NullableBooleanInputProps,
  type ReferenceInputProps,
  type SelectInputProps,
} from 'react-admin';

/** A reference picked by name with the server's search. */
export function ReferenceFilterInput(props: ReferenceInputProps) {
  return (
    <ReferenceInput {...props}>
      <AutocompleteInput optionText="name" />
    </ReferenceInput>
  );
}

/** One of a few choices. */
export function ChoiceFilterInput(props: SelectInputProps) {
  return <SelectInput {...props} />;
}

/** Yes, no or either. */
export function YesNoFilterInput(props: NullableBooleanInputProps) {
  return <NullableBooleanInput {...props} />;
}
