import { apiCall, apiPost, apiRecord } from '../httpClient';
import type { PaymentSettings, TopupOrder } from '../answers';

/** Top-up orders: the member's own, and an admin's hand on orders and bank events. */
export const paymentActions = {
  getPaymentSettings: () => apiCall<PaymentSettings>('/payments/settings'),
  createTopupOrder: (amountVnd: number) =>
    apiRecord<TopupOrder>('/payments/orders', {
      method: 'POST',
      body: JSON.stringify({ amountVnd }),
    }),
  cancelMyOrder: (orderId: number) =>
    apiPost<TopupOrder>(`/payments/orders/${orderId}/cancel-mine`),
  /** `amountVnd`: what actually arrived, when it is not the ordered amount. */
  confirmOrder: (orderId: number, amountVnd?: number) =>
    apiPost<TopupOrder>(`/payments/orders/${orderId}/confirm`, amountVnd ? { amountVnd } : {}),
  cancelOrder: (orderId: number) => apiPost<TopupOrder>(`/payments/orders/${orderId}/cancel`),
  assignBankEvent: (eventId: number, email: string) =>
    apiPost<TopupOrder>(`/payments/events/${eventId}/assign`, { email }),
};
