// /app/profile/{userId|me}
import {
  Alert,
  Avatar,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Stack,
  Typography,
} from '@mui/material';
import { Loading, Title, usePermissions, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { EntryTable, BalanceFigure, Section } from '../userWallet';
import { useQuery } from '@tanstack/react-query';
import { httpStatus } from '../../lib/apiError';
import { useBeliDataProvider } from '../../providers/useBeliDataProvider';
import { PERMISSIONS } from '../../../common/permissions';
import { IdentitySection } from './IdentitySection';
import { formatBeli } from '../../../common/beli';
import '../../i18n/areas/wallets';

/**
 * /app/profile/{userId|me}: identity, groups, balance and recent transactions; for an admin
 * (permission.all), the sign-in identities too.
 */
export function ProfilePage() {
  const translate = useTranslate();
  const { userId = 'me' } = useParams();
  const dataProvider = useBeliDataProvider();
  const { permissions = [] } = usePermissions<string[]>();
  const me = useQuery({
    queryKey: ['beli', 'profile', 'me'],
    queryFn: () => dataProvider.getProfile('me'),
    retry: false,
  });
  const profile = useQuery({
    queryKey: ['beli', 'profile', userId],
    queryFn: () => dataProvider.getProfile(userId),
    retry: false,
  });
  if (profile.isPending || me.isPending) return <Loading />;
  if (profile.error || !profile.data) {
    const forbidden = httpStatus(profile.error) === 403;
    return (
      <Alert severity={forbidden ? 'warning' : 'error'} sx={{ m: 2 }}>
        {forbidden ? translate('app.profile.forbidden') : (profile.error as Error).message}
      </Alert>
    );
  }
  const user = profile.data;
  const own = user.id === me.data?.id;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'grid', gap: 2 }}>
      <Title title={translate('app.profile.title')} />
      <Card>
        <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <Avatar
            src={user.avatarUrl ?? undefined}
            alt={user.name}
            sx={{ width: 64, height: 64 }}
          />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="h5" component="h1" noWrap>
              {user.name}
            </Typography>
            <Typography color="text.secondary" noWrap>
              {user.email}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }} useFlexGap>
              {user.groups.length === 0 && (
                <Typography variant="body2">{translate('app.profile.noGroups')}</Typography>
              )}
              {user.groups.map((g) => (
                <Chip key={g.id} label={g.name} size="small" />
              ))}
              {user.disabled && (
                <Chip label={translate('app.profile.disabled')} color="error" size="small" />
              )}
            </Stack>
          </Box>
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <BalanceFigure amount={user.balance} />
          {user.held > 0 && (
            <Typography color="text.secondary" data-testid="held">
              {translate('app.profile.held', {
                held: formatBeli(user.held),
                available: formatBeli(user.balance - user.held),
              })}
            </Typography>
          )}
          {own && (
            <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
              <Button variant="contained" component={Link} to="/app/payment">
                {translate('app.profile.topUp')}
              </Button>
              <Button variant="outlined" component={Link} to={`/app/profile/${userId}/transfer`}>
                {translate('app.profile.transfer')}
              </Button>
            </Stack>
          )}
        </CardContent>
      </Card>
      {user.walletId !== null && (
        <Section title={translate('app.profile.recent')}>
          <EntryTable walletId={user.walletId} />
        </Section>
      )}
      {permissions.includes(PERMISSIONS.permissionAll) && <IdentitySection userId={user.id} />}
    </Box>
  );
}
