// /app/admin/tool
import { DataTable, DateField, FunctionField, useTranslate } from 'react-admin';
import { useMediaQuery, type Theme } from '@mui/material';
import { formatBeli } from '../../../common/beli';
import { HorizontalScroll } from '../../lib/HorizontalScroll';
import { YesNoField } from '../../lib/YesNoField';
import { ResourceList } from '../../lib/ResourceList';
import { ListActions } from '../../lib/ListActions';
import type { Tool } from '../../providers/answers';
import { ToolBulkDeleteButton } from './toolDelete';
import '../../i18n/areas/tools';
import { searchFilter } from '../../lib/listFilters';

const filters = [searchFilter()];

export function ToolList() {
  const translate = useTranslate();
  // A phone keeps the key columns (name, type, price, active): the id and update time go.
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <ResourceList
      filters={filters}
      sort={{ field: 'id', order: 'ASC' }}
      actions={<ListActions create columns />}
    >
      <HorizontalScroll>
        <DataTable rowClick="edit" bulkActionButtons={<ToolBulkDeleteButton />}>
          {!small && <DataTable.Col source="id" />}
          <DataTable.Col source="name" />
          <DataTable.Col source="type">
            <FunctionField<Tool> render={(tool) => translate(`app.tools.types.${tool.type}`)} />
          </DataTable.Col>
          <DataTable.Col source="price">
            <FunctionField<Tool> render={(tool) => formatBeli(tool.price)} />
          </DataTable.Col>
          <DataTable.Col source="active" disableSort>
            <YesNoField source="active" />
          </DataTable.Col>
          {!small && (
            <DataTable.Col source="updatedAt" disableSort>
              <DateField source="updatedAt" showTime locales="vi-VN" />
            </DataTable.Col>
          )}
        </DataTable>
      </HorizontalScroll>
    </ResourceList>
  );
}
