import { Box } from '@mui/material';
import { List, SearchInput, TextField, useRecordContext } from 'react-admin';
import { CatalogueActions } from '../../lib/CatalogueActions';
import { ResponsiveDatagrid } from '../../lib/ResponsiveDatagrid';

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
    <List
      filters={[<SearchInput key="q" source="q" alwaysOn />]}
      actions={<CatalogueActions temp />}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={25}
    >
      <ResponsiveDatagrid primaryText={(tag) => tag.name} secondaryText={(tag) => tag.description}>
        <ColorSwatch label="resources.admin/aov/tags.fields.color" />
        <TextField source="name" />
        <TextField source="slug" />
        <TextField source="description" sortable={false} />
      </ResponsiveDatagrid>
    </List>
  );
}
