import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useRefresh, useTranslate } from 'react-admin';
import { formatBeli } from '../../lib/money';
import type { TopupOrder } from '../../providers/answers';
import { useBeliDataProvider } from '../../providers/useBeliDataProvider';
import '../../i18n/areas/payment';

/** The order turned paid: what was credited and the new balance. */
export function OrderPaid({ order, onAnother }: { order: TopupOrder; onAnother: () => void }) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const dataProvider = useBeliDataProvider();
  const { data: me } = useQuery({
    queryKey: ['beli', 'me', 'after order', order.id],
    queryFn: () => dataProvider.getMe(),
  });
  const balance = me?.balance ?? null;

  // The list of orders below shows this one as paid now.
  useEffect(() => refresh(), [order.id, refresh]);

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
