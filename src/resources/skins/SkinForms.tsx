import { Create, Edit, SimpleForm } from 'react-admin';
import { redirectToEdit } from '../../lib/editRoute';
import { SkinInputs } from './SkinInputs';

export function SkinCreate() {
  return (
    <Create redirect={redirectToEdit}>
      <SimpleForm>
        <SkinInputs creating />
      </SimpleForm>
    </Create>
  );
}

export function SkinEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <SimpleForm>
        <SkinInputs />
      </SimpleForm>
    </Edit>
  );
}
