// /app/admin/tool/create
import { Create, SimpleForm } from 'react-admin';
import { ToolInputs } from './toolForm';
import '../../i18n/areas/tools';

const defaults = {
  type: 'ghep-anh',
  price: 10,
  active: true,
  description: '',
  options: { columns: 4, tileSize: 256, background: '#ffffff', title: '', watermark: '' },
};

export function ToolCreate() {
  return (
    <Create redirect="list">
      <SimpleForm defaultValues={defaults}>
        <ToolInputs />
      </SimpleForm>
    </Create>
  );
}
