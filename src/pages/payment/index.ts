/** /app/payment: top-up by VietQR. */
export { PaymentPage } from './PaymentPage';
