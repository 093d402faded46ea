// /app/admin/tool/{id}
import { Edit, SimpleForm } from 'react-admin';
import { ToolInputs } from './ToolInputs';

export function ToolEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <SimpleForm>
        <ToolInputs />
      </SimpleForm>
    </Edit>
  );
}
