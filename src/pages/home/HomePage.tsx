import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { Title, useGetIdentity, useTranslate } from 'react-admin';
import { startSignIn } from '../login/LoginPage';

export function HomePage() {
  const translate = useTranslate();
  const { identity, isPending } = useGetIdentity();
  if (isPending) return null;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate('app.name')} />
      <Card>
        <CardContent>
          {identity ? (
            <Typography variant="h5" component="h1" data-testid="greeting">
              {translate('app.home.greeting', { name: identity.fullName })}
            </Typography>
          ) : (
            <>
              <Typography>{translate('app.home.anonymous')}</Typography>
              <Button variant="contained" sx={{ mt: 2 }} onClick={startSignIn}>
                {translate('app.login.google')}
              </Button>
            </>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
