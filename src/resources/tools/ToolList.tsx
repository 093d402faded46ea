// /app/admin/tool
import {
  BooleanField,
  DataTable,
  DateField,
  FunctionField,
  List,
  SearchInput,
  useTranslate,
} from 'react-admin';
import { formatBeli } from '../../../common/beli';
import { ListActions } from '../../lib/ListActions';

interface ToolRecord {
  id: number;
  type: string;
  price: number;
}

const filters = [<SearchInput key="q" source="q" alwaysOn />];

export function ToolList() {
  const translate = useTranslate();
  return (
    <List filters={filters} sort={{ field: 'id', order: 'ASC' }} actions={<ListActions create />}>
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="id" />
        <DataTable.Col source="name" />
        <DataTable.Col source="type">
          <FunctionField<ToolRecord> render={(tool) => translate(`app.tools.types.${tool.type}`)} />
        </DataTable.Col>
        <DataTable.Col source="price">
          <FunctionField<ToolRecord> render={(tool) => formatBeli(tool.price)} />
        </DataTable.Col>
        <DataTable.Col source="active" disableSort>
          <BooleanField source="active" />
        </DataTable.Col>
        <DataTable.Col source="updatedAt" disableSort>
          <DateField source="updatedAt" showTime locales="vi-VN" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
