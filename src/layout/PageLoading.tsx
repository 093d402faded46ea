import { Box, CircularProgress, Typography } from '@mui/material';
import { vi } from '../i18n/vi';

/** What a page shows while its code or its first data loads. */
export function PageLoading() {
  return (
    <Box
      role="status"
      sx={{ display: 'grid', justifyItems: 'center', alignContent: 'center', gap: 2, py: 8 }}
    >
      <CircularProgress aria-hidden />
      <Typography color="text.secondary">{vi.app.shell.loadingPage}</Typography>
    </Box>
  );
}
