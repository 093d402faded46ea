// /app/login
import GoogleIcon from '@mui/icons-material/Google';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { API_URL } from '../../providers/apiAddress';

export const startSignIn = () => window.location.assign(`${API_URL}/auth/google`);

export function LoginPage() {
  const translate = useTranslate();
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Card sx={{ maxWidth: 400, width: '100%' }}>
        <CardContent sx={{ display: 'grid', gap: 2, textAlign: 'center' }}>
          <Typography variant="h5" component="h1">
            {translate('app.login.title')}
          </Typography>
          <Typography color="text.secondary">{translate('app.login.subtitle')}</Typography>
          <Button variant="contained" size="large" startIcon={<GoogleIcon />} onClick={startSignIn}>
            {translate('app.login.google')}
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}
