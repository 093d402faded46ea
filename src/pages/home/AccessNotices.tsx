import { Alert, Box, Button, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link, useBasename, useTranslate } from 'react-admin';
import { PERMISSIONS } from '../../../common/permissions';
import { useBeliDataProvider } from '../../providers/useBeliDataProvider';

/** What a new account waiting for approval sees instead of the home cards (it may use nothing). */
export function AwaitingApproval({ email }: { email: string }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', gap: 1 }} data-testid="awaiting-approval">
      <Typography variant="h5" component="h1">
        {translate('app.home.awaitingTitle')}
      </Typography>
      <Typography>{translate('app.home.awaitingText', { email })}</Typography>
    </Box>
  );
}

const WAITING_FILTER = encodeURIComponent(JSON.stringify({ status: 'awaiting' }));

/**
 * For whoever manages users: how many new accounts wait for approval, and where to answer them.
 * It takes the page's permissions rather than asking for them: a second lookup mounting after the
 * first failed would ask again and put the whole page back to loading, over and over.
 */
export function WaitingAccountsNotice({ permissions }: { permissions: readonly string[] }) {
  const translate = useTranslate();
  const basename = useBasename();
  const dataProvider = useBeliDataProvider();
  const managesUsers = permissions.includes(PERMISSIONS.userAll);
  const { data: count = 0 } = useQuery({
    queryKey: ['users', 'awaiting-approval'],
    queryFn: () => dataProvider.countAwaitingApproval(),
    enabled: managesUsers,
  });
  if (!managesUsers || count === 0) return null;
  return (
    <Alert
      severity="info"
      action={
        <Button component={Link} to={`${basename}/admin/user?filter=${WAITING_FILTER}`}>
          {translate('app.home.waitingOpen')}
        </Button>
      }
    >
      {translate('app.home.waitingCount', { smart_count: count })}
    </Alert>
  );
}
