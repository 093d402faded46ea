import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { topupOrders, users } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { bankName } from './banks';
import { generateMemoCode } from './memoCode';
import { notWholeBeliMessage } from '../../../common/topup';
import { beliFor } from './pricing';
import { readPaymentSettings, type PaymentSettings } from './settings';
import { buildVietQrPayload } from './vietqr';

export type OrderRow = typeof topupOrders.$inferSelect;
export type OrderState = 'pending' | 'expired' | 'paid' | 'cancelled';

export const orderState = (order: OrderRow, now: Date): OrderState =>
  order.status === 'pending' && order.expiresAt <= now ? 'expired' : order.status;

/** Whether an order's status stores the state as it is (the clock tells pending from expired). */
export const isStoredState = (state: unknown): state is 'paid' | 'cancelled' =>
  state === 'paid' || state === 'cancelled';

/** The condition for an order state, expired being a pending order past its time. */
export function orderStateCondition(state: string, now: Date) {
  if (isStoredState(state)) return eq(topupOrders.status, state);
  switch (state) {
    case 'pending':
      return and(eq(topupOrders.status, 'pending'), gte(topupOrders.expiresAt, now));
    case 'expired':
      return and(eq(topupOrders.status, 'pending'), lt(topupOrders.expiresAt, now));
    default:
      return sql`false`;
  }
}

export function checkAmountBounds(amountVnd: number, settings: PaymentSettings): void {
  const format = (n: number) => n.toLocaleString('vi-VN');
  let message: string | null = null;
  if (amountVnd < settings.minVnd) message = `Số tiền tối thiểu là ${format(settings.minVnd)} đ`;
  else if (amountVnd > settings.maxVnd) message = `Số tiền tối đa là ${format(settings.maxVnd)} đ`;
  else if (beliFor(amountVnd, settings) < 1) {
    message = `Số tiền phải từ ${format(settings.vndPerBeli)} đ trở lên`;
  } else if (amountVnd % settings.vndPerBeli !== 0) {
    message = notWholeBeliMessage(amountVnd, settings.vndPerBeli);
  }
  if (message) throw badRequest(message, { amountVnd: message });
}

const MEMO_ATTEMPTS = 5;

type NewOrder = Omit<typeof topupOrders.$inferInsert, 'id' | 'memoCode'>;

/** Inserts an order under a memo code no other order has (31^8 codes: a redraw is rare). */
export async function insertOrder(db: Executor, values: NewOrder): Promise<OrderRow> {
  for (let attempt = 1; attempt <= MEMO_ATTEMPTS; attempt++) {
    const [order] = await db
      .insert(topupOrders)
      .values({ ...values, memoCode: generateMemoCode() })
      .onConflictDoNothing({ target: topupOrders.memoCode })
      .returning();
    if (order) return order;
  }
  throw new Error('no free memo code');
}

/** A pending order for the member, valid TOPUP_ORDER_TTL_MIN minutes. */
export function createOrder(
  db: Executor,
  userId: number,
  amountVnd: number,
  settings: PaymentSettings,
  now: Date,
): Promise<OrderRow> {
  checkAmountBounds(amountVnd, settings);
  const expiresAt = new Date(now.getTime() + settings.orderTtlMinutes * 60_000);
  return insertOrder(db, { userId, amountVnd, createdAt: now, expiresAt });
}

/** How to pay an order: the bank details and the VietQR payload the page draws. */
export function paymentDetails(order: OrderRow, settings: PaymentSettings) {
  return {
    bankBin: settings.bankBin,
    bankName: bankName(settings.bankBin),
    accountNumber: settings.bankAccount,
    accountName: settings.accountName,
    amountVnd: order.amountVnd,
    memo: order.memoCode,
    qrPayload: buildVietQrPayload({
      bankBin: settings.bankBin,
      accountNumber: settings.bankAccount,
      amountVnd: order.amountVnd,
      memo: order.memoCode,
    }),
  };
}

/** Orders as the API answers them: with their state, who placed them and how to pay. */
export async function presentOrders(
  db: Executor,
  rows: OrderRow[],
  settings: PaymentSettings,
  now: Date,
) {
  const ids = [...new Set(rows.map((r) => r.userId))];
  const people = ids.length
    ? await db
        .select({ id: users.id, email: users.email, name: users.name })
        .from(users)
        .where(sql`${users.id} in ${ids}`)
    : [];
  return rows.map((order) => ({
    ...order,
    status: orderState(order, now),
    beli: beliFor(order.amountVnd, settings),
    user: people.find((p) => p.id === order.userId) ?? null,
    payment: paymentDetails(order, settings),
  }));
}

/** One order as the API answers it, under `data`. */
export async function presentOrder(db: Executor, order: OrderRow) {
  const [data] = await presentOrders(db, [order], await readPaymentSettings(db), new Date());
  return { data: data! };
}
