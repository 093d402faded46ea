import { Alert, Box, Button, Card, CardContent, LinearProgress, Typography } from '@mui/material';
import { useGetOne, useTranslate } from 'react-admin';
import { CopyRow } from './CopyRow';
import { LiveFallbackNotice } from '../../lib/live/LiveFallbackNotice';
import { usePollingWhileDown } from '../../lib/live/useLive';
import { formatCountdown, formatVnd } from '../../lib/money';
import { useNotifiedAction } from '../../lib/useNotifiedAction';
import { useBeliDataProvider } from '../../providers/useBeliDataProvider';
import { useNow } from './hooks';
import { OrderPaid } from './OrderPaid';
import { QrImage } from './QrImage';
import type { TopupOrder } from '../../providers/answers';
import { orderStateAt } from './orderState';
import '../../i18n/areas/payment';

/** How often the page asks whether the bank has reported the transfer, while nothing is pushed. */
const POLL_MS = 2500;

const stillOpen = (order: TopupOrder | undefined) =>
  order?.status === 'pending' || order?.status === 'expired';

/** An order being paid: the QR, the details to copy, the countdown; it follows the order live. */
export function OrderPayment({ id, onAnother }: { id: number; onAnother: () => void }) {
  const translate = useTranslate();
  const now = useNow();
  const dataProvider = useBeliDataProvider();
  const { run, running } = useNotifiedAction();
  const polling = usePollingWhileDown(POLL_MS);
  const { data: order, error } = useGetOne<TopupOrder>(
    'payments/orders',
    { id },
    // An expired order is still followed: a late transfer is credited all the same.
    { refetchInterval: (query) => (stillOpen(query.state.data) ? polling : false) },
  );

  if (error) return <Alert severity="error">{(error as Error).message}</Alert>;
  if (!order) return <LinearProgress aria-label={translate('app.payment.loading')} />;
  if (order.status === 'paid') return <OrderPaid order={order} onAnother={onAnother} />;

  const anotherButton = (
    <Button variant="outlined" onClick={onAnother} sx={{ mt: 2 }}>
      {translate('app.payment.another')}
    </Button>
  );
  if (order.status === 'cancelled') {
    return (
      <Card>
        <CardContent>
          <Alert severity="warning">{translate('app.payment.cancelled')}</Alert>
          {anotherButton}
        </CardContent>
      </Card>
    );
  }

  const left = Date.parse(order.expiresAt) - now;
  const expired = orderStateAt(order, now) === 'expired';
  const { payment } = order;
  const field = (key: string) => translate(`app.payment.${key}`);
  return (
    <Card>
      <CardContent>
        <LiveFallbackNotice />
        <Typography sx={{ mb: 2 }}>{translate('app.payment.scan')}</Typography>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'minmax(200px, 280px) 1fr' },
            alignItems: 'start',
          }}
        >
          <QrImage
            payload={payment.qrPayload}
            alt={translate('app.payment.qrAlt', {
              amount: formatVnd(payment.amountVnd),
              memo: payment.memo,
            })}
          />
          <Box>
            <CopyRow name="bank" label={field('bank')} value={payment.bankName} />
            <CopyRow name="account" label={field('accountNumber')} value={payment.accountNumber} />
            <CopyRow name="name" label={field('accountName')} value={payment.accountName} />
            <CopyRow
              name="amount"
              label={field('amount')}
              value={formatVnd(payment.amountVnd)}
              copy={String(payment.amountVnd)}
              emphasis
            />
            <CopyRow name="memo" label={field('memo')} value={payment.memo} emphasis />
          </Box>
        </Box>
        {expired ? (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {translate('app.payment.expired')}
          </Alert>
        ) : (
          <Box sx={{ mt: 2 }}>
            <Typography data-testid="countdown" fontWeight={600}>
              {translate('app.payment.expiresIn', { time: formatCountdown(left) })}
            </Typography>
            <Typography color="text.secondary" variant="body2" role="status">
              {translate('app.payment.waiting')}
            </Typography>
            <LinearProgress sx={{ mt: 1 }} aria-label={translate('app.payment.waiting')} />
          </Box>
        )}
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {expired && anotherButton}
          <Button
            color="warning"
            onClick={() => run(() => dataProvider.cancelMyOrder(order.id), field('cancelledByYou'))}
            disabled={running}
            sx={{ mt: 2 }}
          >
            {field('cancel')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
