// /app/admin/tool/{id}
import { Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { EditConflictNotice } from '../../lib/EditConflictNotice';
import { EditPresenceNotice } from '../../lib/live/EditPresenceNotice';
import { RecordTimeline } from '../../lib/RecordTimeline';
import { ToolDeleteButton } from './toolDelete';
import { ToolInputs } from './toolForm';
import '../../i18n/areas/tools';

export function ToolEdit() {
  return (
    <Edit
      mutationMode="pessimistic"
      redirect="list"
      aside={<RecordTimeline auditResource="tools" />}
    >
      <SimpleForm
        toolbar={
          <Toolbar sx={{ justifyContent: 'space-between' }}>
            <SaveButton />
            <ToolDeleteButton />
          </Toolbar>
        }
      >
        <EditPresenceNotice />
        <EditConflictNotice />
        <ToolInputs />
      </SimpleForm>
    </Edit>
  );
}
