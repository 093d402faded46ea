// /login/google/callback
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { takeAskedPage } from '../../lib/askedPage';
import { dataProvider } from '../../providers/dataProvider';
import { vi } from '../../i18n/vi';

const text = vi.app.login;
/** /login/google/callback: trades the one-time code for a token, then opens the page asked for. */
export function LoginCallbackPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const code = params.get('code');

  useEffect(() => {
    if (!code) return;
    dataProvider.signInWithCode(code).then(
      () => {
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
