import { rmSync } from 'node:fs';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { installJobQueue } from '../lib/jobQueue';
import type { DatabaseHandle } from './client';
import { announceDefinitionTables } from './liveTriggers';
import { MIGRATIONS_FOLDER, migrationsFolderUpTo, type MigrationStep } from './migrationJournal';

/** Any constant: several API processes starting at once on one server migrate one at a time. */
const MIGRATION_LOCK = 7_261_001;

async function underMigrationLock(handle: DatabaseHandle, work: () => Promise<void>) {
  if (!handle.pool) return work();
  const lockHolder = await handle.pool.connect();
  try {
    await lockHolder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await work();
  } finally {
    await lockHolder
      .query('select pg_advisory_unlock($1)', [MIGRATION_LOCK])
      .catch(() => undefined);
    lockHolder.release();
  }
}

const applyMigrations = (handle: DatabaseHandle, migrationsFolder: string) =>
  handle.pool
    ? migratePg(handle.db as unknown as NodePgDatabase, { migrationsFolder })
    : migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });

/** Every migration this code has, then the definitions' live triggers and pg-boss's tables. */
export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  await underMigrationLock(handle, async () => {
    await applyMigrations(handle, MIGRATIONS_FOLDER);
    await announceDefinitionTables(handle.db);
    await installJobQueue(handle.db);
  });
}

/** The migrations up to `last` only (a restore loads a backup into the schema it came from). */
export async function runMigrationsUpTo(handle: DatabaseHandle, last: MigrationStep) {
  const folder = migrationsFolderUpTo(last);
  try {
    await underMigrationLock(handle, () => applyMigrations(handle, folder));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
