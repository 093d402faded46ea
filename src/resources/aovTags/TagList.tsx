// /app/admin/aov/tags
import { Box } from '@mui/material';
import { DataTable, useRecordContext } from 'react-admin';
import { CatalogueList } from '../../lib/CatalogueList';
import { searchFilter } from '../../lib/listFilters';
import { ResponsiveDatagrid } from '../../lib/ResponsiveDatagrid';
import { TagBulkDeleteButton } from './tagDelete';

function ColorSwatch() {
  const tag = useRecordContext();
  return (
    <Box
      title={tag?.color}
      sx={{ width: 24, height: 24, borderRadius: '50%', bgcolor: tag?.color, border: 1 }}
    />
  );
}

export function TagList() {
  return (
    <CatalogueList filters={[searchFilter()]} temp>
      <ResponsiveDatagrid
        primaryText={(tag) => tag.name}
        secondaryText={(tag) => tag.description}
        bulkActionButtons={<TagBulkDeleteButton />}
      >
        <DataTable.Col source="color" disableSort>
          <ColorSwatch />
        </DataTable.Col>
        <DataTable.Col source="name" />
        <DataTable.Col source="slug" />
        <DataTable.Col source="description" disableSort />
      </ResponsiveDatagrid>
    </CatalogueList>
  );
}
