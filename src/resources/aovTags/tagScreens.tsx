// /app/admin/aov/tags: its list, as its definition draws it, with a colour's swatch.
import { Box } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { tags } from '../../../common/resources/tags';
import { DefinitionList } from '../../lib/definitions/DefinitionList';
import { StagingButton } from '../StagingButton';
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

const cells = { color: <ColorSwatch /> };

export function TagList() {
  return (
    <DefinitionList
      definition={tags}
      cells={cells}
      secondaryText={(tag) => tag.description}
      bulkActions={<TagBulkDeleteButton />}
      toolbar={<StagingButton />}
    />
  );
}
