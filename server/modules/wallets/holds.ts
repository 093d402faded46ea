/**
 * Two-phase movements (TigerBeetle's pending transfers): a hold keeps an amount of a wallet
 * aside, so it can no longer be spent, then exactly one settlement posts it (the posting is made
 * then) or voids it (the amount is free again). Holds and settlements are append-only rows; the
 * wallet's `held` is their running sum, kept in step here and nowhere else.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { ledgerHolds, ledgerHoldSettlements, wallets } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import {
  insufficientBalance,
  postInTransaction,
  type TransactionLinks,
  type TransactionType,
} from './ledger';
import { runLedgerTransaction } from './retry';

export type HoldRow = typeof ledgerHolds.$inferSelect;
export type HoldSettlement = typeof ledgerHoldSettlements.$inferSelect;

export interface HoldRequest {
  /** The posting's type once the hold is posted. */
  type: TransactionType;
  fromWalletId: number;
  toWalletId: number;
  amount: number;
  memo: string;
  initiatorId: number | null;
  links: TransactionLinks;
  expiresAt: Date;
}

export interface Settled {
  hold: HoldRow;
  settlement: HoldSettlement;
  /** False when an earlier settlement (a concurrent one, the expiry) had already ended it. */
  settledNow: boolean;
}

export const HOLD_EXPIRED = 'Quá thời gian giữ tiền';

/**
 * Keeps `amount` of the sender's available balance (balance − held) aside, inside the caller's
 * ledger transaction: one conditional update locks the wallet and refuses a short balance.
 */
export async function placeHold(tx: Transaction, request: HoldRequest): Promise<HoldRow> {
  if (!Number.isSafeInteger(request.amount) || request.amount <= 0) {
    throw badRequest('Số tiền phải là số nguyên dương', { amount: 'Số tiền không hợp lệ' });
  }
  const [kept] = await tx
    .update(wallets)
    .set({ held: sql`${wallets.held} + ${request.amount}` })
    .where(
      and(
        eq(wallets.id, request.fromWalletId),
        sql`(${wallets.balance} - ${wallets.held} >= ${request.amount} or ${wallets.allowNegative})`,
      ),
    )
    .returning({ id: wallets.id });
  if (!kept) throw insufficientBalance();
  const [hold] = await tx.insert(ledgerHolds).values(request).returning();
  return hold!;
}

/**
 * The hold with both its wallets locked in id order (as every posting locks them, so a settlement
 * and a posting never wait for each other crosswise), then its settlement if it has one: read in
 * a statement of its own after the lock, so one committed while this waited is seen.
 */
async function lockHold(tx: Transaction, holdId: number) {
  const [hold] = await tx.select().from(ledgerHolds).where(eq(ledgerHolds.id, holdId));
  if (!hold) throw notFound('Không tìm thấy khoản giữ tiền');
  await tx.execute(
    sql`select id from wallets where id in (${hold.fromWalletId}, ${hold.toWalletId}) order by id for update`,
  );
  const [settlement] = await tx
    .select()
    .from(ledgerHoldSettlements)
    .where(eq(ledgerHoldSettlements.holdId, holdId));
  return { hold, settlement };
}

const release = (tx: Transaction, hold: HoldRow) =>
  tx
    .update(wallets)
    .set({ held: sql`${wallets.held} - ${hold.amount}` })
    .where(eq(wallets.id, hold.fromWalletId));

async function settle(
  tx: Transaction,
  holdId: number,
  outcome: (hold: HoldRow) => Promise<Omit<typeof ledgerHoldSettlements.$inferInsert, 'holdId'>>,
): Promise<Settled> {
  const { hold, settlement: earlier } = await lockHold(tx, holdId);
  if (earlier) return { hold, settlement: earlier, settledNow: false };
  await release(tx, hold);
  const values = await outcome(hold);
  const [settlement] = await tx
    .insert(ledgerHoldSettlements)
    .values({ holdId, ...values })
    .returning();
  return { hold, settlement: settlement!, settledNow: true };
}

/**
 * Posts the hold: the amount it kept aside moves as its posting, in the caller's ledger
 * transaction. A hold already settled answers its settlement (which may be a void).
 */
export const postHold = (tx: Transaction, holdId: number) =>
  settle(tx, holdId, async (hold) => {
    const { transaction } = await postInTransaction(tx, {
      type: hold.type,
      fromWalletId: hold.fromWalletId,
      toWalletId: hold.toWalletId,
      amount: hold.amount,
      memo: hold.memo,
      initiatorId: hold.initiatorId,
      idempotencyKey: `hold:${hold.id}`,
      links: { ...hold.links, holdId: hold.id },
    });
    return { outcome: 'posted', transactionId: transaction.id };
  });

/** Voids the hold: its amount is available again. A hold already settled answers its settlement. */
export const voidHold = (tx: Transaction, holdId: number, reason: string) =>
  settle(tx, holdId, async () => ({ outcome: 'voided', reason: reason.slice(0, 200) }));

/**
 * Voids every hold past its time at `now` that nothing settled, each in a transaction of its
 * own with `onVoided` (its owner's bookkeeping, e.g. failing the task it was for). Answers how
 * many it voided.
 */
export async function voidExpiredHolds(
  db: Database,
  onVoided: (tx: Transaction, hold: HoldRow) => Promise<void>,
  now = new Date(),
): Promise<number> {
  const expired = rowsOf<{ id: number }>(
    await db.execute(sql`
      select h.id from wallets w join ledger_holds h on h.from_wallet_id = w.id
      where w.held > 0 and h.expires_at <= ${now}
        and not exists (select 1 from ledger_hold_settlements s where s.hold_id = h.id)
      order by h.id limit 1000`),
  );
  let voided = 0;
  for (const { id } of expired) {
    const now = await runLedgerTransaction(db, async (tx) => {
      const { hold, settledNow } = await voidHold(tx, id, HOLD_EXPIRED);
      if (settledNow) await onVoided(tx, hold);
      return settledNow;
    });
    if (now) voided++;
  }
  return voided;
}
