import { apiCall, apiPost, apiRecord } from '../httpClient';
import type { BankComparison, PaymentSettings, ReconcileAnswer, TopupOrder } from '../answers';

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
  reconciliationStatus: () => apiCall<{ configured: boolean }>('/payments/reconciliation/status'),
  compareWithBank: (from: string, to: string) =>
    apiCall<BankComparison>(`/payments/reconciliation?${new URLSearchParams({ from, to })}`),
  reconcileBank: (from: string, to: string) =>
    apiPost<ReconcileAnswer>('/payments/reconciliation', { from, to }),
  assignBankEvent: (eventId: number, email: string) =>
    apiPost<TopupOrder>(`/payments/events/${eventId}/assign`, { email }),
};
