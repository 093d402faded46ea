import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { afterDrawn } from '../../lib/live/afterDrawn';
import { pushedBalanceKey } from '../../lib/live/pushedBalance';
import { useLiveStatus } from '../../lib/live/useLive';
import { formatBeli } from '../../lib/money';
import type { TopupOrder } from '../../providers/answers';
import { useBeliDataProvider } from '../../providers/useBeliDataProvider';
import '../../i18n/areas/payment';

/** The order turned paid: what was credited and the new balance. */
export function OrderPaid({ order, onAnother }: { order: TopupOrder; onAnother: () => void }) {
  const translate = useTranslate();
  const client = useQueryClient();
  const dataProvider = useBeliDataProvider();
  const pushed = useLiveStatus() === 'up';
  // The member's own order: their balance, as the transaction that paid it pushed it, or read.
  const { data: balance = null } = useQuery({
    queryKey: pushedBalanceKey(order.userId),
    queryFn: async () => (await dataProvider.getMe()).balance,
    staleTime: pushed ? Infinity : 0,
  });

  // The list of orders below shows this one as paid, read again once this card is drawn
  // (pushed, it is being read already).
  useEffect(() => {
    afterDrawn(() => {
      void client.invalidateQueries(
        {
          predicate: ({ queryKey: [resource, method] }) =>
            resource === 'payments/orders' && method !== 'getOne',
        },
        { cancelRefetch: false },
      );
    });
  }, [order.id, client]);

  return (
    <Card>
      <CardContent>
        <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center' }} role="status">
          <CheckCircleIcon color="success" sx={{ fontSize: 56 }} />
          <Typography variant="h5" component="h2" data-testid="payment-success">
            {translate('app.payment.success')}
          </Typography>
          <Typography>
            {translate('app.payment.credited', { beli: formatBeli(order.creditBeli ?? 0) })}
          </Typography>
          {Boolean(order.bonusBeli) && (
            <Typography color="secondary">
              {translate('app.payment.bonusCredited', { bonus: formatBeli(order.bonusBeli ?? 0) })}
            </Typography>
          )}
          {balance !== null && (
            <Typography variant="h6" data-testid="new-balance">
              {translate('app.payment.balance', { balance: formatBeli(balance) })}
            </Typography>
          )}
          {order.late && <Alert severity="info">{translate('app.payment.late')}</Alert>}
          <Button variant="contained" onClick={onAnother}>
            {translate('app.payment.another')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
