import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database, Executor } from '../../db/client';
import type { AuditEvent } from './record';

/** One audited write (a request or a job run) on its way: its one event, not yet written. */
export interface AuditScope {
  /** Writes the event on `executor`, from what the write's transaction answered. */
  record(executor: Executor, written: unknown): Promise<void>;
  /**
   * The event `record` would write for `written`, for a write that inserts it itself in the one
   * statement making its own rows (a ledger posting), and then marks the scope recorded. Only a
   * request's scope has it: a job's reads its record inside the write's transaction.
   */
  eventFor?(written: unknown): Promise<AuditEvent>;
  recorded: boolean;
}

const scopes = new AsyncLocalStorage<AuditScope>();

/** Runs `work` as one audited write: its first transaction carries the event. */
export const inAuditScope = <T>(scope: AuditScope, work: () => T): T => scopes.run(scope, work);

/** The audited write under way whose event is not written yet, if any. */
export function pendingAuditScope(): AuditScope | null {
  const scope = scopes.getStore();
  return scope && !scope.recorded ? scope : null;
}

/**
 * The audited write under way answers what an earlier request with its idempotency key did (a
 * double click, a retry): it changed nothing, so it records nothing.
 */
export function answeredFromEarlier(): void {
  const scope = scopes.getStore();
  if (scope) scope.recorded = true;
}

const AUDITED = Symbol('auditedTransactions');

/**
 * Makes `db.transaction` write the current audit scope's event inside the transaction, after
 * the write's own statements and before it commits: the write and its event are kept together
 * or not at all. Only the scope's first transaction to commit carries it (a retried one that
 * rolled back did not); a nested transaction is a savepoint of its parent, which carries it.
 */
export function auditTransactions(db: Database): void {
  const marked = db as Database & { [AUDITED]?: true };
  if (marked[AUDITED]) return;
  marked[AUDITED] = true;
  const transaction = db.transaction.bind(db);
  db.transaction = (async (work, config) => {
    const scope = scopes.getStore();
    if (!scope || scope.recorded) return transaction(work, config);
    const result = await transaction(async (tx) => {
      const written = await work(tx);
      // A replay marked the scope recorded: the transaction wrote nothing to record.
      if (!scope.recorded) await scope.record(tx, written);
      return written;
    }, config);
    scope.recorded = true;
    return result;
  }) as Database['transaction'];
}
