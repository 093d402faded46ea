import { Box, Button, CircularProgress, Typography } from '@mui/material';
import { useId } from 'react';
import { formatBeli } from '../../../../common/beli';
import { SubmitError, type ActionFailure } from './SubmitError';

/**
 * The paying button with its price, a spinner while it runs, and why it was refused; while
 * `waiting` says what it waits for (pictures still uploading), it cannot be pressed.
 */
export function SubmitBar({
  label,
  price,
  onClick,
  busy,
  disabled = false,
  waiting,
  failure,
}: {
  label: string;
  price?: number;
  onClick: () => void;
  busy: boolean;
  disabled?: boolean;
  waiting?: string | null;
  failure: ActionFailure | null;
}) {
  const waitingId = useId();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'flex-start' }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          size="large"
          onClick={onClick}
          disabled={busy || disabled || !!waiting}
          aria-describedby={waiting ? waitingId : undefined}
        >
          {busy ? <CircularProgress size={22} color="inherit" aria-label={label} /> : label}
        </Button>
        {price !== undefined && <Typography color="text.secondary">{formatBeli(price)}</Typography>}
        {waiting && (
          <Typography id={waitingId} role="status" color="text.secondary">
            {waiting}
          </Typography>
        )}
      </Box>
      <SubmitError failure={failure} />
    </Box>
  );
}
