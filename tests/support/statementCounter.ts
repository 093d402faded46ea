import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import pg from 'pg';
import type { DatabaseHandle } from '../../server/db/client';

/** A statement as sent: its text and the values bound to it. */
export interface SentStatement {
  text: string;
  values: unknown[];
}

const recording = new AsyncLocalStorage<SentStatement[]>();
const record = (text: unknown, values: unknown) =>
  recording.getStore()?.push({ text: String(text), values: Array.isArray(values) ? values : [] });

let pgPatched = false;
/** Every statement a node-postgres client sends (a pool's `query` goes through one). */
function watchPostgres() {
  if (pgPatched) return;
  pgPatched = true;
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [first, second] = args;
    if (typeof first === 'object' && first && 'text' in first) {
      record(first.text, 'values' in first && first.values ? first.values : second);
    } else record(first, second);
    return query.apply(this, args);
  } as typeof pg.Client.prototype.query;
}

/** Every statement PGlite runs: its queries, and BEGIN and COMMIT (or ROLLBACK) around a transaction. */
function watchPglite(pglite: PGlite) {
  const counted = <T extends Pick<PGlite, 'query' | 'exec'>>(target: T): T => {
    const { query, exec } = target;
    target.query = ((text: string, values?: unknown, ...rest: unknown[]) => {
      record(text, values);
      return (query as (...args: unknown[]) => unknown).call(target, text, values, ...rest);
    }) as T['query'];
    target.exec = ((text: string, ...rest: unknown[]) => {
      record(text, []);
      return (exec as (...args: unknown[]) => unknown).call(target, text, ...rest);
    }) as T['exec'];
    return target;
  };
  counted(pglite);
  const transaction = pglite.transaction.bind(pglite);
  pglite.transaction = (<T>(work: (tx: Transaction) => Promise<T>) => {
    record('BEGIN', []);
    return transaction((tx) => work(counted(tx))).finally(() => record('COMMIT or ROLLBACK', []));
  }) as PGlite['transaction'];
}

/**
 * The statements `work` sends to the database, in order, with their values: only its own (the
 * async context it runs in), not the job queue's polling meanwhile.
 */
export function sentStatementsOf(database: DatabaseHandle) {
  if (database.pglite) watchPglite(database.pglite);
  else watchPostgres();
  return async <T>(work: () => Promise<T>): Promise<{ result: T; sent: SentStatement[] }> => {
    const sent: SentStatement[] = [];
    // Awaited inside: app.inject() only starts when its answer is awaited.
    const result = await recording.run(sent, async () => await work());
    return { result, sent };
  };
}

/** The texts of the statements `work` sends to the database, in order (`sentStatementsOf`). */
export function statementsOf(database: DatabaseHandle) {
  const sentBy = sentStatementsOf(database);
  return async <T>(work: () => Promise<T>): Promise<{ result: T; statements: string[] }> => {
    const { result, sent } = await sentBy(work);
    return { result, statements: sent.map((statement) => statement.text) };
  };
}
