import { fileURLToPath } from 'node:url';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { installJobQueue } from '../lib/jobQueue';
import type { DatabaseHandle } from './client';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
/** Any constant: several API processes starting at once on one server migrate one at a time. */
const MIGRATION_LOCK = 7_261_001;

export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  if (!handle.pool) {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
    await installJobQueue(handle.db);
    return;
  }
  const lockHolder = await handle.pool.connect();
  try {
    await lockHolder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(handle.db as unknown as NodePgDatabase, { migrationsFolder });
    await installJobQueue(handle.db);
  } finally {
    await lockHolder
      .query('select pg_advisory_unlock($1)', [MIGRATION_LOCK])
      .catch(() => undefined);
    lockHolder.release();
  }
}
