import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { createPglite, openDatabase, type DatabaseHandle } from '../../server/db/client';
import { databaseUrl } from './postgresAdmin';
import { TEST_DATABASE_URL } from './testEnv';

export type TestDatabaseKind = 'pglite' | 'postgres';

export const testDatabaseKind = (): TestDatabaseKind =>
  process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export interface TestDatabase extends DatabaseHandle {
  /** Set for PostgreSQL: the connection string of this file's own database. */
  url?: string;
}

/** A fresh, migrated and seeded database of this project's kind, its own to each caller. */
export async function createTestDatabase(poolSize = 10): Promise<TestDatabase> {
  if (testDatabaseKind() === 'pglite') {
    const dump = new Blob([readFileSync(inject('pgliteTemplate'))]);
    return openDatabase({ pglite: await createPglite({ loadDataDir: dump }) });
  }
  const template = inject('postgresTemplate');
  const name = `${template}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.end();
  }
  const url = databaseUrl(name);
  const handle = await openDatabase({ databaseUrl: url, poolSize });
  return {
    ...handle,
    url,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
