import { Alert, Box, Card, CardContent, Typography } from '@mui/material';
import { Loading, Title, usePermissions, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { formatBeli } from '../../../common/beli';
import { PERMISSIONS } from '../../../common/permissions';
import { AdjustForm } from './AdjustForm';
import { EntryTable } from './EntryTable';
import { httpStatus, useApi, type WalletRecord } from './walletApi';

/** /app/admin/user/{userId}/wallet: balance and entries; credit or debit with wallet.all. */
export function UserWalletPage() {
  const translate = useTranslate();
  const { userId } = useParams();
  const { permissions } = usePermissions<string[]>();
  const { data, error, isPending } = useApi<WalletRecord>(`/wallets/of-user/${userId}`);
  if (isPending) return <Loading />;
  if (error || !data) {
    const message =
      httpStatus(error) === 403 ? translate('app.wallet.forbidden') : (error as Error).message;
    return (
      <Alert severity="warning" sx={{ m: 2 }}>
        {message}
      </Alert>
    );
  }
  const title = translate('app.wallet.title', { name: data.ownerName ?? data.name });
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'grid', gap: 2, maxWidth: 960 }}>
      <Title title={title} />
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
          <Typography color="text.secondary" gutterBottom>
            <Link to={`/app/profile/${data.userId}`}>{data.ownerEmail}</Link>
          </Typography>
          <Typography color="text.secondary">{translate('app.wallet.balance')}</Typography>
          <Typography variant="h4" component="p" data-testid="balance">
            {formatBeli(data.balance)}
          </Typography>
        </CardContent>
      </Card>
      {permissions?.includes(PERMISSIONS.walletAll) && (
        <Card>
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
              {translate('app.wallet.adjust')}
            </Typography>
            <AdjustForm walletId={data.id} />
          </CardContent>
        </Card>
      )}
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {translate('app.wallet.entries')}
          </Typography>
          <EntryTable walletId={data.id} pageSize={25} />
        </CardContent>
      </Card>
    </Box>
  );
}
