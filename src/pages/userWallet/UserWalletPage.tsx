// /app/admin/user/{userId}/wallet
import { Alert, Box, Card, CardContent, Typography } from '@mui/material';
import { Loading, Title, usePermissions, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { PERMISSIONS } from '../../../common/permissions';
import { AdjustForm } from './AdjustForm';
import { useQuery } from '@tanstack/react-query';
import { httpStatus } from '../../lib/apiError';
import { useBeliDataProvider } from '../../providers/useBeliDataProvider';
import { BalanceFigure, EntriesSection, Section } from './WalletParts';
import '../../i18n/areas/wallets';

/** /app/admin/user/{userId}/wallet: balance and entries; credit or debit with wallet.all. */
export function UserWalletPage() {
  const translate = useTranslate();
  const { userId } = useParams();
  const { permissions } = usePermissions<string[]>();
  const dataProvider = useBeliDataProvider();
  const { data, error, isPending } = useQuery({
    queryKey: ['beli', 'userWallet', userId],
    queryFn: () => dataProvider.getUserWallet(userId!),
    retry: false,
  });
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
          <Typography color="text.secondary" gutterBottom>
            <Link to={`/app/profile/${data.userId}`}>{data.ownerEmail}</Link>
          </Typography>
          <BalanceFigure amount={data.balance} />
        </CardContent>
      </Card>
      {permissions?.includes(PERMISSIONS.walletAll) && (
        <Section title={translate('app.wallet.adjust')}>
          <AdjustForm walletId={data.id} owner={data.ownerEmail ?? String(data.userId)} />
        </Section>
      )}
      <EntriesSection walletId={data.id} />
    </Box>
  );
}
