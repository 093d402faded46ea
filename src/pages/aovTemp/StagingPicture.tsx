import { Typography } from '@mui/material';
import { RecordContextProvider } from 'react-admin';
import type { StagedRow } from '../../../common/aov';
import { ThumbField } from '../../lib/ThumbField';

/** A staged row's picture as a thumbnail, or why the crawl could not keep it. */
export function StagingPicture({ row, field }: { row: StagedRow; field: string }) {
  const error = row.errors?.[field];
  if (error) {
    return (
      <Typography variant="caption" color="error">
        {error}
      </Typography>
    );
  }
  return (
    <RecordContextProvider value={row.data}>
      <ThumbField source={field} />
    </RecordContextProvider>
  );
}
