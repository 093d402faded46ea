// /app/admin/payment/orders
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { paymentOrders } from '../../../common/resources/paymentOrders';
import { formatVnd } from '../../lib/money';
import { lazyPage } from '../../lib/lazyPage';
import { definitionEntry } from '../definitionEntry';
import type { ResourceEntry } from '../resourceEntry';

/** Top-up orders for payment.all; SPEC names no admin path, so they live under admin/payment. */
const paymentOrderEntry: ResourceEntry = {
  ...definitionEntry(paymentOrders, {
    list: lazyPage(() => import('./PaymentOrderList'), 'PaymentOrderList'),
    show: lazyPage(() => import('./PaymentOrderShow'), 'PaymentOrderShow'),
    icon: ReceiptLongIcon,
  }),
  // Its list opens at react-admin's 10 rows, not the definitions' 25: nothing to ask early.
  listQuery: undefined,
  keyTexts: (order) => [order.memoCode, formatVnd(order.amountVnd)],
};

export default paymentOrderEntry;
