// /app/admin/aov/tags
import { Box } from '@mui/material';
import { TextField, useRecordContext } from 'react-admin';
import { CatalogueList } from '../../lib/CatalogueList';
import { searchFilter } from '../../lib/listFilters';
import { ResponsiveDatagrid } from '../../lib/ResponsiveDatagrid';
import { TagBulkDeleteButton } from './tagDelete';

function ColorSwatch(_props: { label?: string }) {
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
        <ColorSwatch label="resources.admin/aov/tags.fields.color" />
        <TextField source="name" />
        <TextField source="slug" />
        <TextField source="description" sortable={false} />
      </ResponsiveDatagrid>
    </CatalogueList>
  );
}
