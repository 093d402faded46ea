// /app/payment
import { Alert, Box, LinearProgress, Typography } from '@mui/material';
import { Authenticated, Title, useRefresh, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { AmountForm } from './AmountForm';
import { usePaymentSettings } from './hooks';
import { MyOrders } from './MyOrders';
import { OrderPayment } from './OrderPayment';
import '../../i18n/areas/payment';

/** /app/payment: top up by VietQR. The order being paid is in the address, so a reload keeps it. */
export function PaymentPage() {
  // Visitors are sent home to sign in (SPEC 2) rather than shown a failed settings request.
  return (
    <Authenticated>
      <TopUp />
    </Authenticated>
  );
}

function TopUp() {
  const translate = useTranslate();
  const refresh = useRefresh();
  const settings = usePaymentSettings();
  const [params, setParams] = useSearchParams();
  const orderId = Number(params.get('order')) || null;
  const open = (id: number | null) => setParams(id ? { order: String(id) } : {});

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 900 }}>
      <Title title={translate('app.payment.title')} />
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('app.payment.intro')}
      </Typography>
      {orderId ? (
        <OrderPayment key={orderId} id={orderId} onAnother={() => open(null)} />
      ) : settings ? (
        <AmountForm
          settings={settings}
          onCreated={(order) => {
            open(order.id);
            refresh();
          }}
        />
      ) : settings === null ? (
        <Alert severity="error">{translate('ra.notification.http_error')}</Alert>
      ) : (
        <LinearProgress />
      )}
      <MyOrders onOpen={open} />
    </Box>
  );
}
