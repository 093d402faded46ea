// /app/admin/wallet-system/create
import { Create, regex, required, SimpleForm, TextInput } from 'react-admin';
import { SystemWalletInputs } from './SystemWalletInputs';

const codeRule = regex(
  /^[A-Z][A-Z0-9_]{1,31}$/,
  'Mã ví gồm 2–32 chữ in hoa, chữ số hoặc dấu gạch dưới',
);

/** /app/admin/wallet-system/create */
export function SystemWalletCreate() {
  return (
    <Create redirect="edit">
      <SimpleForm defaultValues={{ allowNegative: false, description: '' }}>
        <TextInput source="code" validate={[required(), codeRule]} />
        <SystemWalletInputs />
      </SimpleForm>
    </Create>
  );
}
