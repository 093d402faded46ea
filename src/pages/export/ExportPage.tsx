import { Box, Typography } from '@mui/material';
import { vi } from '../../i18n/vi';

/** /fullscreen/export: a result alone, without the application shell. */
export function ExportPage() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <Typography color="text.secondary">{vi.app.export.empty}</Typography>
    </Box>
  );
}
