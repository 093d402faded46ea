import { asc, eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { bankEvents, topupOrders } from '../../db/schema';
import {
  markInvalid,
  parsedColumns,
  sepayEventSchema,
  storeRawEvent,
  type BankEventRow,
  type SepayEvent,
} from './bankEvents';
import { decide } from './matching';
import { findMemoCodes } from './memoCode';
import type { OrderRow } from './orders';
import { readPaymentSettings } from './settings';
import { sameTransferHeld } from './sameTransfer';
import { runPaymentTransaction, settleOrder } from './settle';

/** The order the transfer's memo names, locked; a payable one first when several are named. */
async function lockNamedOrder(tx: Transaction, event: SepayEvent): Promise<OrderRow | null> {
  const codes = findMemoCodes(`${event.code ?? ''} ${event.content}`);
  if (!codes.length) return null;
  const orders = await tx
    .select()
    .from(topupOrders)
    .where(inArray(topupOrders.memoCode, codes))
    .orderBy(asc(topupOrders.id))
    .for('update');
  return orders.find((o) => o.status === 'pending') ?? orders[0] ?? null;
}

/**
 * Handles one bank notification: stores it first, then (once, however often and however
 * concurrently it is delivered) credits the order it pays or leaves it waiting for an admin.
 * `now` decides lateness and the promotion: the moment the money is recognised.
 */
export async function receiveBankEvent(
  db: Database,
  raw: unknown,
  now: Date = new Date(),
): Promise<BankEventRow> {
  const stored = await storeRawEvent(db, raw);
  if (stored.status !== 'received') return stored;
  const parsed = sepayEventSchema.safeParse(raw);
  if (!parsed.success) {
    await markInvalid(db, stored.id, 'invalid_body');
    return { ...stored, status: 'invalid', reason: 'invalid_body' };
  }
  const event = parsed.data;

  return runPaymentTransaction(db, async (tx) => {
    const [current] = await tx
      .select()
      .from(bankEvents)
      .where(eq(bankEvents.id, stored.id))
      .for('update');
    if (current!.status !== 'received') return current!;
    if (await sameTransferHeld(tx, stored.id, event)) {
      const [duplicate] = await tx
        .update(bankEvents)
        .set({
          ...parsedColumns(event),
          status: 'invalid',
          reason: 'duplicate_transfer',
          handledAt: now,
        })
        .where(eq(bankEvents.id, stored.id))
        .returning();
      return duplicate!;
    }
    const settings = await readPaymentSettings(tx);
    const decision = decide(event, await lockNamedOrder(tx, event), settings);
    if (decision.kind === 'credit') {
      await settleOrder(tx, decision.order, {
        amountVnd: decision.amountVnd,
        now,
        settings,
        settledBy: 'webhook',
        bankEventId: stored.id,
        handledBy: null,
      });
    }
    const [handled] = await tx
      .update(bankEvents)
      .set({
        ...parsedColumns(event),
        status: decision.kind === 'credit' ? 'credited' : 'waiting',
        reason: decision.kind === 'credit' ? null : decision.reason,
        orderId: decision.order?.id ?? null,
        handledAt: now,
      })
      .where(eq(bankEvents.id, stored.id))
      .returning();
    return handled!;
  });
}
