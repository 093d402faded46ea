/** /app/transaction/{transactionId} */
import { lazyPage } from '../../lib/lazyPage';
export const TransactionPage = lazyPage(() => import('./TransactionPage'), 'TransactionPage');
