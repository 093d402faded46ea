import { Box } from '@mui/material';
import type { ComponentType, ReactNode } from 'react';
import { Create, DeleteButton, Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { RecordActionButtons, type RecordAction } from './definitions/RecordActionButtons';
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

/**
 * `catalogueForms`' edit page: it waits for the server, so its field messages show; the record's
 * actions are beside its save.
 */
export function CatalogueEditPage({
  Inputs,
  deleteButton = <DeleteButton />,
  auditResource,
  actions,
}: {
  Inputs: Inputs;
  deleteButton?: ReactNode;
  auditResource?: string;
  actions?: Record<string, RecordAction>;
}) {
  return (
    <Edit
      mutationMode="pessimistic"
      aside={auditResource && <RecordTimeline auditResource={auditResource} restorable />}
    >
      <SimpleForm
        toolbar={
          <Toolbar sx={{ justifyContent: 'space-between' }}>
            <Box sx={{ display: 'flex', gap: 1 }}>
              <SaveButton />
              {actions && <RecordActionButtons actions={actions} />}
            </Box>
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
