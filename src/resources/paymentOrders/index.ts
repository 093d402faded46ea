// /app/admin/payment/orders
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { PERMISSIONS } from '../../../common/permissions';
import { formatVnd } from '../../lib/money';
import { lazyPage } from '../../lib/lazyPage';
import type { ResourceEntry } from '../resourceEntry';
import { PaymentOrderList } from './PaymentOrderList';

/** Top-up orders for payment.all; SPEC names no admin path, so they live under admin/payment. */
const paymentOrders: ResourceEntry = {
  name: 'admin/payment/orders',
  apiPath: 'payments/orders',
  access: { read: [PERMISSIONS.paymentAll], write: [PERMISSIONS.paymentAll] },
  keyTexts: (order) => [order.memoCode, formatVnd(order.amountVnd)],
  icon: ReceiptLongIcon,
  list: PaymentOrderList,
  show: lazyPage(() => import('./PaymentOrderShow'), 'PaymentOrderShow'),
};

export default paymentOrders;
