// /app/admin/payment/events
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import { PERMISSIONS } from '../../../common/permissions';
import { formatVnd } from '../../lib/money';
import { lazyPage } from '../../lib/lazyPage';
import type { ResourceEntry } from '../resourceEntry';
import { BankEventList } from './BankEventList';

/** The bank's notifications for payment.all; SPEC names no admin path for them. */
const bankEvents: ResourceEntry = {
  name: 'admin/payment/events',
  apiPath: 'payments/events',
  access: { read: [PERMISSIONS.paymentAll], write: [PERMISSIONS.paymentAll] },
  keyTexts: (event) => (event.amountVnd === null ? [] : [formatVnd(event.amountVnd)]),
  icon: AccountBalanceIcon,
  list: BankEventList,
  show: lazyPage(() => import('./BankEventShow'), 'BankEventShow'),
};

export default bankEvents;
