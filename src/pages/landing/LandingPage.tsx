// /
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import CollectionsIcon from '@mui/icons-material/Collections';
import GoogleIcon from '@mui/icons-material/Google';
import QrCode2Icon from '@mui/icons-material/QrCode2';
import { Box, Button, Card, CardContent, Container, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { landingMessages } from '../../i18n/areas/landing';
import { vi } from '../../i18n/vi';
import { tokenStore } from '../../providers/apiAddress';
import { startSignIn } from '../login';

const text = landingMessages.app.landing;

const FEATURES = [
  { icon: CollectionsIcon, ...text.features.tools },
  { icon: AccountBalanceWalletIcon, ...text.features.wallet },
  { icon: QrCode2Icon, ...text.features.payment },
  { icon: AdminPanelSettingsIcon, ...text.features.admin },
];

/** `/`: what the portal offers, and the way in. */
export function LandingPage() {
  const signedIn = Boolean(tokenStore.get());
  return (
    <Container
      component="main"
      maxWidth="md"
      sx={{ minHeight: '100vh', display: 'grid', alignContent: 'center', py: 4 }}
    >
      <Box sx={{ textAlign: 'center', display: 'grid', gap: 2, justifyItems: 'center', mb: 4 }}>
        <Typography variant="h3" component="h1">
          {vi.app.name}
        </Typography>
        <Typography color="text.secondary">{text.tagline}</Typography>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', justifyContent: 'center' }}>
          {signedIn ? (
            <Button component={Link} to="/app" variant="contained" size="large">
              {text.enter}
            </Button>
          ) : (
            <Button
              variant="contained"
              size="large"
              startIcon={<GoogleIcon />}
              onClick={startSignIn}
            >
              {vi.app.login.google}
            </Button>
          )}
          <Button component={Link} to="/app/tutorial" size="large">
            {text.tutorial}
          </Button>
        </Box>
      </Box>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
        }}
      >
        {FEATURES.map(({ icon: Icon, title, text: body }) => (
          <Card component="li" key={title}>
            <CardContent sx={{ display: 'grid', gap: 1 }}>
              <Icon color="primary" sx={{ fontSize: 36 }} />
              <Typography variant="h6" component="h2">
                {title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {body}
              </Typography>
            </CardContent>
          </Card>
        ))}
      </Box>
    </Container>
  );
}
