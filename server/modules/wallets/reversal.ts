/**
 * Correcting a posted transfer or adjustment: a `reversal` moves the same amount back, linked to
 * the original (`links.reversesId`; the original's view finds it back). The ledger stays
 * append-only: nothing of the original is touched.
 */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { transactions } from '../../db/schema';
import { ApiError, conflict, notFound, unprocessable } from '../../lib/errors';
import { postInTransaction, type Posted, type TransactionType } from './ledger';
import { runLedgerTransaction } from './retry';
import { answeredFromEarlier } from '../../lib/audit/scope';

const REVERSIBLE: readonly TransactionType[] = ['transfer', 'adjustment'];

export interface ReversalRequest {
  transactionId: number;
  initiatorId: number;
  idempotencyKey: string;
  reason?: string;
}

/** The reversal of a transaction, if it has one (through `transactions_reverses_unique`). */
const reversalOf = (transactionId: number) =>
  sql`(${transactions.links} ->> 'reversesId') = ${String(transactionId)}`;

/**
 * Reverses a transaction at most once: the original's row is locked first, so of two concurrent
 * reversals the second sees the first's; the unique index on `reversesId` backs that up. A
 * receiver who has already spent the money cannot be made to give it back (422). The same
 * attempt again (its key) answers the first reversal and records no second audit event.
 */
export function reverseTransaction(db: Database, request: ReversalRequest): Promise<Posted> {
  return runLedgerTransaction(db, async (tx) => {
    const [original] = await tx
      .select()
      .from(transactions)
      .where(eq(transactions.id, request.transactionId))
      .for('update');
    if (!original) throw notFound('Không tìm thấy giao dịch');
    if (!REVERSIBLE.includes(original.type)) {
      throw unprocessable('Chỉ hoàn được giao dịch chuyển tiền hoặc điều chỉnh', 'NOT_REVERSIBLE');
    }
    const [earlier] = await tx
      .select({ initiatorId: transactions.initiatorId, key: transactions.idempotencyKey })
      .from(transactions)
      .where(reversalOf(original.id));
    const sameAttempt =
      earlier?.initiatorId === request.initiatorId && earlier.key === request.idempotencyKey;
    if (earlier && !sameAttempt) {
      throw conflict(`Giao dịch #${original.id} đã được hoàn trước đó`, 'ALREADY_REVERSED');
    }
    try {
      const posted = await postInTransaction(tx, {
        type: 'reversal',
        fromWalletId: original.toWalletId,
        toWalletId: original.fromWalletId,
        amount: original.amount,
        memo: request.reason || `Hoàn giao dịch #${original.id}`,
        initiatorId: request.initiatorId,
        idempotencyKey: request.idempotencyKey,
        links: { reversesId: original.id },
      });
      if (posted.replayed) answeredFromEarlier();
      return posted;
    } catch (error) {
      if (error instanceof ApiError && error.code === 'INSUFFICIENT_BALANCE') {
        throw unprocessable(
          'Không thể hoàn: bên nhận đã dùng số tiền này, số dư hiện tại không đủ',
          'REVERSAL_NOT_COVERED',
        );
      }
      throw error;
    }
  });
}
