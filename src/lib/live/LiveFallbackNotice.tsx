import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useLiveStatus } from './useLive';

/** Says, while the push channel is down, that the page checks by itself every few seconds. */
export function LiveFallbackNotice() {
  const translate = useTranslate();
  if (useLiveStatus() !== 'down') return null;
  return (
    <Alert severity="info" data-testid="live-fallback" sx={{ mb: 2 }}>
      {translate('app.live.fallback')}
    </Alert>
  );
}
