import { Box, Button, CircularProgress, Typography } from '@mui/material';
import { formatBeli } from '../../../../common/beli';
import { SubmitError, type ActionFailure } from './SubmitError';

/** The paying button with its price, a spinner while it runs, and why it was refused. */
export function SubmitBar({
  label,
  price,
  onClick,
  busy,
  disabled = false,
  failure,
}: {
  label: string;
  price?: number;
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
        {price !== undefined && <Typography color="text.secondary">{formatBeli(price)}</Typography>}
      </Box>
      <SubmitError failure={failure} />
    </Box>
  );
}
