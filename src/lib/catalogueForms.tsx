import type { ComponentType } from 'react';
import { Create, Edit, SimpleForm } from 'react-admin';
import { redirectToEdit } from './editRoute';

type Inputs = ComponentType<{ creating?: boolean }>;

/**
 * The create and edit pages of a resource whose form is one `Inputs` component: create opens
 * the new record at `edit/{id}`; edit waits for the server so its field messages show.
 */
export function catalogueForms(Inputs: Inputs) {
  function CreatePage() {
    return (
      <Create redirect={redirectToEdit}>
        <SimpleForm>
          <Inputs creating />
        </SimpleForm>
      </Create>
    );
  }
  function EditPage() {
    return (
      <Edit mutationMode="pessimistic">
        <SimpleForm>
          <Inputs />
        </SimpleForm>
      </Edit>
    );
  }
  return { CreatePage, EditPage };
}
