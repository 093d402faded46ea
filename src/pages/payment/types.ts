export type OrderState = 'pending' | 'expired' | 'paid' | 'cancelled';

export interface PaymentSettings {
  vndPerBeli: number;
  minVnd: number;
  maxVnd: number;
  orderTtlMinutes: number;
  promotion: { running: boolean; endsAt: number; multi: number };
}

export interface TopupOrder {
  id: number;
  memoCode: string;
  amountVnd: number;
  beli: number;
  status: OrderState;
  late: boolean;
  createdAt: string;
  expiresAt: string;
  paidAt: string | null;
  paidVnd: number | null;
  creditBeli: number | null;
  bonusBeli: number | null;
  payment: {
    bankName: string;
    accountNumber: string;
    accountName: string;
    amountVnd: number;
    memo: string;
    qrPayload: string;
  };
}

/** The state shown now: a pending order whose time has passed reads as expired without a reload. */
export const orderStateAt = (order: TopupOrder, now: number): OrderState =>
  order.status === 'pending' && Date.parse(order.expiresAt) <= now ? 'expired' : order.status;
