/** /app/admin/payment/reconciliation: the bank's list against BELI's. */
import { lazyPage } from '../../lib/lazyPage';

export const ReconciliationPage = lazyPage(
  () => import('./ReconciliationPage'),
  'ReconciliationPage',
);
