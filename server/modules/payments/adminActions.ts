import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { bankEvents, topupOrders, users } from '../../db/schema';
import { conflict, notFound, unprocessable } from '../../lib/errors';
import type { BankEventRow } from './bankEvents';
import { insertOrder, type OrderRow } from './orders';
import { beliFor } from './pricing';
import { readPaymentSettings, type PaymentSettings } from './settings';
import { runPaymentTransaction, settleOrder } from './settle';

interface AdminAct {
  adminId: number;
  now: Date;
}

async function lockOrder(tx: Transaction, orderId: number): Promise<OrderRow> {
  const [order] = await tx
    .select()
    .from(topupOrders)
    .where(eq(topupOrders.id, orderId))
    .for('update');
  if (!order) throw notFound('Không tìm thấy đơn nạp tiền');
  return order;
}

function checkBuysBeli(amountVnd: number, settings: PaymentSettings) {
  if (beliFor(amountVnd, settings) < 1) {
    const message = `Số tiền dưới ${settings.vndPerBeli.toLocaleString('vi-VN')} đ không đổi được BELI`;
    throw unprocessable(message, 'AMOUNT_TOO_SMALL', { amountVnd: message });
  }
}

/**
 * The money arrived but no notification paid the order: credits it exactly as the webhook
 * would. Confirming a paid order again answers it unchanged.
 */
export function confirmOrder(
  db: Database,
  orderId: number,
  { amountVnd, adminId, now }: AdminAct & { amountVnd: number | undefined },
): Promise<OrderRow> {
  return runPaymentTransaction(db, async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (order.status === 'paid') return order;
    if (order.status === 'cancelled') throw conflict('Đơn đã bị hủy', 'ORDER_CANCELLED');
    const settings = await readPaymentSettings(tx);
    const paid = amountVnd ?? order.amountVnd;
    checkBuysBeli(paid, settings);
    return settleOrder(tx, order, {
      amountVnd: paid,
      now,
      settings,
      settledBy: 'confirmed',
      bankEventId: null,
      handledBy: adminId,
    });
  });
}

/**
 * An unpaid order (pending or expired) no longer expects money; cancelling twice is harmless.
 * With `ownOnly`, someone else's order is not found (a member cancels only their own).
 */
export function cancelOrder(
  db: Database,
  orderId: number,
  by: { userId: number; ownOnly: boolean },
  now: Date,
): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (by.ownOnly && order.userId !== by.userId) throw notFound('Không tìm thấy đơn nạp tiền');
    if (order.status === 'cancelled') return order;
    if (order.status === 'paid') {
      throw conflict('Đơn đã thanh toán, không thể hủy', 'ORDER_PAID');
    }
    const [cancelled] = await tx
      .update(topupOrders)
      .set({ status: 'cancelled', cancelledAt: now, handledBy: by.userId })
      .where(eq(topupOrders.id, orderId))
      .returning();
    return cancelled!;
  });
}

async function findUserId(tx: Transaction, target: { userId: number } | { email: string }) {
  const [user] = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      'userId' in target
        ? eq(users.id, target.userId)
        : eq(users.email, target.email.trim().toLowerCase()),
    );
  if (!user) throw notFound('Không tìm thấy người dùng');
  return user.id;
}

/**
 * A waiting incoming transfer, credited to the user an admin names: it becomes a paid order of
 * theirs, so every top-up is an order whoever settled it.
 */
export function assignEvent(
  db: Database,
  eventId: number,
  target: { userId: number } | { email: string },
  { adminId, now }: AdminAct,
): Promise<{ event: BankEventRow; order: OrderRow }> {
  return runPaymentTransaction(db, async (tx) => {
    const [event] = await tx
      .select()
      .from(bankEvents)
      .where(eq(bankEvents.id, eventId))
      .for('update');
    if (!event) throw notFound('Không tìm thấy giao dịch ngân hàng');
    if (event.status !== 'waiting') {
      throw conflict('Giao dịch này không chờ xử lý', 'EVENT_NOT_WAITING');
    }
    if (event.transferType !== 'in' || event.amountVnd === null) {
      throw unprocessable('Chỉ gán được tiền chuyển đến', 'EVENT_NOT_INCOMING');
    }
    const settings = await readPaymentSettings(tx);
    checkBuysBeli(event.amountVnd, settings);
    const userId = await findUserId(tx, target);
    const created = await insertOrder(tx, {
      userId,
      amountVnd: event.amountVnd,
      createdAt: now,
      expiresAt: now,
    });
    const order = await settleOrder(tx, created, {
      amountVnd: event.amountVnd,
      now,
      settings,
      settledBy: 'assigned',
      bankEventId: event.id,
      handledBy: adminId,
    });
    const [assigned] = await tx
      .update(bankEvents)
      .set({ status: 'credited', orderId: order.id, handledAt: now })
      .where(eq(bankEvents.id, event.id))
      .returning();
    return { event: assigned!, order };
  });
}
