import { openDatabase, type DatabaseHandle } from './db/client';
import type { OpenDataDir } from './db/pglite/openDataDir';
import { runMigrations } from './db/migrate';
import { seedDatabase } from './db/seed';
import type { Env } from './env';

async function migrateAndSeed(handle: DatabaseHandle, env: Env) {
  await runMigrations(handle);
  await seedDatabase(handle.db, { demoAccounts: env.devLogin, dataDir: env.DATA_DIR });
}

/**
 * Opens the configured database, migrates it and fills what the seed says is missing, with no
 * statement timeout (an index build on a big table may take minutes); then the database
 * answering requests stops a statement after STATEMENT_TIMEOUT_MS. On PostgreSQL the migration
 * runs on a pool of its own; PGlite's one thread is limited once it is done. `openDataDir`:
 * DATA_DIR's PGlite when the caller opened it already.
 */
export async function prepareDatabase(
  env: Env,
  openDataDir?: OpenDataDir,
): Promise<DatabaseHandle> {
  if (!env.DATABASE_URL) {
    const handle = await openDatabase(openDataDir ? { openDataDir } : { dataDir: env.DATA_DIR });
    await migrateAndSeed(handle, env);
    handle.limitStatements?.(env.STATEMENT_TIMEOUT_MS);
    return handle;
  }
  const migrating = await openDatabase({ databaseUrl: env.DATABASE_URL, poolSize: 2 });
  try {
    await migrateAndSeed(migrating, env);
  } finally {
    await migrating.close();
  }
  return openDatabase({
    databaseUrl: env.DATABASE_URL,
    statementTimeoutMs: env.STATEMENT_TIMEOUT_MS,
  });
}
