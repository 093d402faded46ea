import { Avatar, Box, Card, CardContent, Typography } from '@mui/material';
import { Loading, Title, useGetIdentity, useTranslate } from 'react-admin';

/** /app/profile/{userId}: who is signed in. */
export function ProfilePage() {
  const translate = useTranslate();
  const { identity, isPending } = useGetIdentity();
  if (isPending) return <Loading />;
  if (!identity) return null;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate('app.profile.title')} />
      <Card>
        <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
          <Avatar src={identity.avatar} alt={identity.fullName} sx={{ width: 64, height: 64 }} />
          <Box>
            <Typography variant="h5" component="h1">
              {identity.fullName}
            </Typography>
            <Typography color="text.secondary">{identity.email as string}</Typography>
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}
