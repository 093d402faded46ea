import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useRefresh, useTranslate } from 'react-admin';
import { apiCall } from '../../providers/httpClient';
import { formatBeli } from '../../lib/money';
import type { TopupOrder } from './types';

/** The order turned paid: what was credited and the new balance. */
export function OrderPaid({ order, onAnother }: { order: TopupOrder; onAnother: () => void }) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const [balance, setBalance] = useState<number | null>(null);

  useEffect(() => {
    let live = true;
    apiCall<{ balance?: number }>('/users/me').then(
      (me) => live && setBalance(me.balance ?? null),
      () => undefined,
    );
    // The list of orders below shows this one as paid now.
    refresh();
    return () => {
      live = false;
    };
  }, [order.id, refresh]);

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
