import type { OrderState, TopupOrder } from '../../providers/answers';

/** The state shown now: a pending order whose time has passed reads as expired without a reload. */
export const orderStateAt = (order: TopupOrder, now: number): OrderState =>
  order.status === 'pending' && Date.parse(order.expiresAt) <= now ? 'expired' : order.status;
