import type pg from 'pg';
import { fromPglite, PgBoss, type ConstructorOptions, type PGliteLike } from 'pg-boss';
import type { Database } from '../db/client';

export type { PgBoss as JobQueue } from 'pg-boss';

const isPglite = (client: unknown): client is PGliteLike =>
  typeof (client as { exec?: unknown }).exec === 'function';

/**
 * pg-boss on the app's own connection rather than a pool of its own: on PGlite, which serves a
 * single connection, a second client could not exist; on PostgreSQL it shares the pool. pg-boss
 * keeps its tables in the `pgboss` schema and installs or upgrades them at `start()`.
 *
 * Never call it inside a database transaction: on PGlite, pg-boss's own queries wait for that
 * transaction to end (one connection), so the call would never return. Record the work in your
 * transaction, then send the job after it commits, with the job id stored in the row, so a sweep
 * at start-up can send again what a crash left unsent (a known id is queued only once).
 */
export function createJobQueue(
  db: Database,
  onError: (error: Error) => void,
  options: ConstructorOptions = {},
): PgBoss {
  const client = (db as unknown as { $client: unknown }).$client;
  const boss = isPglite(client)
    ? new PgBoss({ db: fromPglite(client), backend: 'pglite', schedule: false, ...options })
    : new PgBoss({
        db: { executeSql: (text, values) => (client as pg.Pool).query(text, values) },
        schedule: false,
        ...options,
      });
  // An unhandled 'error' event would end the process; pg-boss retries on its own.
  boss.on('error', onError);
  return boss;
}

/**
 * Installs or upgrades pg-boss's tables with the app's own migrations (under their lock), so
 * an app starting later finds them ready and starts its queue at once.
 */
export async function installJobQueue(db: Database): Promise<void> {
  let failure: Error | undefined;
  const boss = createJobQueue(db, (error) => (failure ??= error), { supervise: false });
  await boss.start();
  await boss.stop({ graceful: false });
  if (failure) throw failure;
}
