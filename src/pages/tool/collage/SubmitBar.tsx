import { Box, Button, CircularProgress } from '@mui/material';
import type { ReactNode } from 'react';
import { SubmitError, type ActionFailure } from './SubmitError';

/** The paying button with its quote, a spinner while it runs, and why it was refused. */
export function SubmitBar({
  label,
  quote,
  onClick,
  busy,
  disabled = false,
  failure,
}: {
  label: string;
  quote?: ReactNode;
  onClick: () => void;
  busy: boolean;
  disabled?: boolean;
  failure: ActionFailure | null;
}) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'flex-start' }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="contained" size="large" onClick={onClick} disabled={busy || disabled}>
          {busy ? <CircularProgress size={22} color="inherit" aria-label={label} /> : label}
        </Button>
        {quote}
      </Box>
      <SubmitError failure={failure} />
    </Box>
  );
}
