/** Postings run again when PostgreSQL undid them for a reason that running again resolves. */
import type { Database, Transaction } from '../../db/client';
import { pgErrorOf } from '../../plugins/errors';

const MAX_ATTEMPTS = 10;
/** Serialization failure, deadlock: the transaction did nothing and may simply run again. */
const RETRYABLE = new Set(['40001', '40P01']);
/** A concurrent request committed the same key, or settled the same hold, first. */
const RETRYABLE_UNIQUE = new Set([
  'transactions_idempotency_unique',
  'ledger_hold_settlements_pkey',
]);

function isRetryable(error: unknown): boolean {
  const pg = pgErrorOf(error);
  if (!pg) return false;
  // Running again finds the concurrent winner's result.
  if (pg.code === '23505') return RETRYABLE_UNIQUE.has(pg.constraint ?? '');
  return RETRYABLE.has(pg.code);
}

const pause = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));

/**
 * Runs `work` (one statement that commits by itself, or a whole transaction), again when
 * PostgreSQL reports a serialization failure or a deadlock, or a same-key request won the race:
 * each of those undid everything `work` wrote.
 */
export async function retried<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS || !isRetryable(error)) throw error;
      await pause(attempt);
    }
  }
}

/**
 * Runs `work` in one database transaction, again from the start when PostgreSQL reports a
 * serialization failure or a deadlock, or a same-key request won the race. `work` must do
 * nothing outside the transaction it is given, since it may run more than once.
 */
export const runLedgerTransaction = <T>(
  db: Database,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> => retried(() => db.transaction(work));
