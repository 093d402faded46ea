import { Create, Edit, SimpleForm } from 'react-admin';
import { redirectToEdit } from '../../lib/editRoute';
import { TagInputs } from './TagInputs';

export function TagCreate() {
  return (
    <Create redirect={redirectToEdit}>
      <SimpleForm>
        <TagInputs creating />
      </SimpleForm>
    </Create>
  );
}

export function TagEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <SimpleForm>
        <TagInputs />
      </SimpleForm>
    </Edit>
  );
}
