import type { ComponentType, ReactNode } from 'react';
import { Create, DeleteButton, Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { EditConflictNotice } from './EditConflictNotice';
import { useOpenCreated } from './editRoute';
import { EditPresenceNotice } from './live/EditPresenceNotice';
import { RecordTimeline } from './RecordTimeline';

type Inputs = ComponentType<{ creating?: boolean }>;

/** `catalogueForms`' create page: it opens the new record at `edit/{id}` at once. */
export function CatalogueCreatePage({ Inputs }: { Inputs: Inputs }) {
  const openCreated = useOpenCreated();
  return (
    <Create mutationOptions={{ onSuccess: openCreated }}>
      <SimpleForm>
        <Inputs creating />
      </SimpleForm>
    </Create>
  );
}

/** `catalogueForms`' edit page: it waits for the server, so its field messages show. */
export function CatalogueEditPage({
  Inputs,
  deleteButton = <DeleteButton />,
  auditResource,
}: {
  Inputs: Inputs;
  deleteButton?: ReactNode;
  auditResource?: string;
}) {
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
        <EditPresenceNotice />
        <EditConflictNotice />
        <Inputs />
      </SimpleForm>
    </Edit>
  );
}
