import { AutocompleteInput, ReferenceInput, SearchInput } from 'react-admin';

/** The always-shown search box of a list (`filter.q`). */
export const searchFilter = () => <SearchInput key="q" source="q" alwaysOn />;

/** A filter on a reference, picked by name with the server's search. */
export const referenceFilter = (source: string, reference: string) => (
  <ReferenceInput key={source} source={source} reference={reference}>
    <AutocompleteInput optionText="name" />
  </ReferenceInput>
);
