import { openDatabase, type DatabaseHandle, type DatabaseSource } from './db/client';
import { runMigrations } from './db/migrate';
import { seedDatabase } from './db/seed';
import type { Env } from './env';

async function migrateAndSeed(handle: DatabaseHandle, env: Env) {
  await runMigrations(handle);
  await seedDatabase(handle.db, { demoAccounts: env.devLogin, dataDir: env.DATA_DIR });
}

/**
 * Opens the configured database, migrates it and fills what the seed says is missing. That
 * runs on a connection of its own with no statement timeout (an index build on a big table may
 * take minutes); the database answering requests stops a statement after STATEMENT_TIMEOUT_MS.
 */
export async function prepareDatabase(env: Env): Promise<DatabaseHandle> {
  const statementTimeoutMs = env.STATEMENT_TIMEOUT_MS;
  const [migrationSource, source]: DatabaseSource[] = env.DATABASE_URL
    ? [
        { databaseUrl: env.DATABASE_URL, poolSize: 2 },
        { databaseUrl: env.DATABASE_URL, statementTimeoutMs },
      ]
    : [{ dataDir: env.DATA_DIR }, { dataDir: env.DATA_DIR, statementTimeoutMs }];
  const migrating = await openDatabase(migrationSource!);
  try {
    await migrateAndSeed(migrating, env);
  } finally {
    await migrating.close();
  }
  return openDatabase(source!);
}
