import { BooleanInput, TextInput } from 'react-admin';

/** Name, description and whether the wallet may go negative; the code is fixed at creation. */
export function SystemWalletInputs() {
  return (
    <>
      <TextInput source="name" fullWidth />
      <TextInput source="description" multiline fullWidth />
      <BooleanInput source="allowNegative" />
    </>
  );
}
