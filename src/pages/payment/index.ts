/** /app/payment: top-up by VietQR. */
import { lazyPage } from '../../lib/lazyPage';
export const PaymentPage = lazyPage(() => import('./PaymentPage'), 'PaymentPage');
