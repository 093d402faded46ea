import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { takeAskedPage } from '../../lib/askedPage';
import { apiCall, tokenStore } from '../../providers/httpClient';
import { vi } from '../../i18n/vi';

const text = vi.app.login;
/** A code is single-use: React's double effects in development must not spend it twice. */
const exchanges = new Map<string, Promise<string>>();

function exchange(code: string): Promise<string> {
  if (!exchanges.has(code)) {
    exchanges.set(
      code,
      apiCall<{ token: string }>('/auth/exchange', {
        method: 'POST',
        body: JSON.stringify({ code }),
      }).then((d) => d.token),
    );
  }
  return exchanges.get(code)!;
}

/** /login/google/callback: trades the one-time code for a token, then opens the page asked for. */
export function LoginCallbackPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const code = params.get('code');

  useEffect(() => {
    if (!code) return;
    exchange(code).then(
      (token) => {
        tokenStore.set(token);
        navigate(takeAskedPage(), { replace: true });
      },
      (e: unknown) => setError(e instanceof Error ? e.message : text.failed),
    );
  }, [code, navigate]);

  const failure = code ? error : text.failed;
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      {failure ? (
        <Box sx={{ display: 'grid', gap: 2, maxWidth: 420 }}>
          <Alert severity="error">
            <Typography fontWeight={600}>{text.failed}</Typography>
            {failure}
          </Alert>
          <Button component={Link} to="/app/login" variant="contained">
            {text.retry}
          </Button>
        </Box>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, justifyItems: 'center' }}>
          <CircularProgress />
          <Typography>{text.exchanging}</Typography>
        </Box>
      )}
    </Box>
  );
}
