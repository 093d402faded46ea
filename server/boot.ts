import { openDatabase, type DatabaseHandle } from './db/client';
import { runMigrations } from './db/migrate';
import { seedDatabase } from './db/seed';
import type { Env } from './env';

/** Opens the configured database, migrates it and fills what the seed says is missing. */
export async function prepareDatabase(env: Env): Promise<DatabaseHandle> {
  const handle = await openDatabase(
    env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR },
  );
  await runMigrations(handle);
  await seedDatabase(handle.db, { demoAccounts: env.devLogin, dataDir: env.DATA_DIR });
  return handle;
}
