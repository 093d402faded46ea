// /app/admin/payment/events
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import { bankEvents } from '../../../common/resources/bankEvents';
import { formatVnd } from '../../lib/money';
import { lazyPage } from '../../lib/lazyPage';
import { definitionEntry } from '../definitionEntry';
import type { ResourceEntry } from '../resourceEntry';

/** The bank's notifications for payment.all; SPEC names no admin path for them. */
const bankEventEntry: ResourceEntry = {
  ...definitionEntry(bankEvents, {
    list: lazyPage(() => import('./BankEventList'), 'BankEventList'),
    show: lazyPage(() => import('./BankEventShow'), 'BankEventShow'),
    icon: AccountBalanceIcon,
  }),
  // Its list asks for itself: an early page would be asked before anyone knows who may read it.
  listQuery: undefined,
  keyTexts: (event) => (event.amountVnd === null ? [] : [formatVnd(event.amountVnd)]),
};

export default bankEventEntry;
