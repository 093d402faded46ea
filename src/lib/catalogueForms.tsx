import type { ComponentType, ReactNode } from 'react';
import { Create, DeleteButton, Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { EditConflictNotice } from './EditConflictNotice';
import { useOpenCreated } from './editRoute';
import { RecordTimeline } from './RecordTimeline';

type Inputs = ComponentType<{ creating?: boolean }>;

/**
 * The create and edit pages of a resource whose form is one `Inputs` component: create opens
 * the new record at `edit/{id}` at once (`useOpenCreated`); edit waits for the server so its
 * field messages show (and what changed when someone else saved the record meanwhile), and
 * `deleteButton` replaces the plain delete (one that warns what else the delete touches).
 */
export function catalogueForms(
  Inputs: Inputs,
  {
    deleteButton = <DeleteButton />,
    auditResource,
  }: {
    deleteButton?: ReactNode;
    /** The audit log's name for the records (`tags`): the edit page shows their timeline. */
    auditResource?: string;
  } = {},
) {
  function CreatePage() {
    const openCreated = useOpenCreated();
    return (
      <Create mutationOptions={{ onSuccess: openCreated }}>
        <SimpleForm>
          <Inputs creating />
        </SimpleForm>
      </Create>
    );
  }
  function EditPage() {
    return (
      <Edit
        mutationMode="pessimistic"
        aside={auditResource && <RecordTimeline auditResource={auditResource} restorable />}
      >
        <SimpleForm
          toolbar={
            <Toolbar sx={{ justifyContent: 'space-between' }}>
              <SaveButton />
              {deleteButton}
            </Toolbar>
          }
        >
          <EditConflictNotice />
          <Inputs />
        </SimpleForm>
      </Edit>
    );
  }
  return { CreatePage, EditPage };
}
