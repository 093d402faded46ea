import { Box, Button, CircularProgress, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { SubmitError, type ActionFailure } from './SubmitError';

/**
 * The paying button with its quote, a spinner while it runs, and why it was refused; while
 * `waiting` says what it waits for (pictures still uploading), it cannot be pressed.
 */
export function SubmitBar({
  label,
  quote,
  onClick,
  busy,
  disabled = false,
  waiting,
  failure,
}: {
  label: string;
  quote?: ReactNode;
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
        {quote}
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
