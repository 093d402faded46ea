import { Box, Button, Container, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { vi } from '../../i18n/vi';
import { tokenStore } from '../../providers/httpClient';
import { startSignIn } from '../login/LoginPage';

export function LandingPage() {
  const signedIn = Boolean(tokenStore.get());
  return (
    <Container maxWidth="sm" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <Box sx={{ textAlign: 'center', display: 'grid', gap: 3 }}>
        <Typography variant="h3" component="h1">
          {vi.app.name}
        </Typography>
        <Typography color="text.secondary">{vi.app.landing.tagline}</Typography>
        {signedIn ? (
          <Button component={Link} to="/app" variant="contained" size="large">
            {vi.app.landing.enter}
          </Button>
        ) : (
          <Button variant="contained" size="large" onClick={startSignIn}>
            {vi.app.login.google}
          </Button>
        )}
      </Box>
    </Container>
  );
}
