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

/** Runs one statement on the server's maintenance connection (creating or dropping a database). */
async function onServer(statement: string) {
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** A new database's name: after the run's template, so the run's teardown drops it in any case. */
const newDatabaseName = () => `${inject('postgresTemplate')}_${randomBytes(4).toString('hex')}`;

const dropDatabase = (name: string) => onServer(`drop database if exists ${name} with (force)`);

/** A new PostgreSQL database copied from the run's migrated and seeded template, and how to drop it. */
export async function cloneTemplateDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = newDatabaseName();
  await onServer(`create database ${name} template ${inject('postgresTemplate')}`);
  return { url: databaseUrl(name), drop: () => dropDatabase(name) };
}

/** A fresh, migrated and seeded database of this project's kind, its own to each caller. */
export async function createTestDatabase(poolSize = 10): Promise<TestDatabase> {
  if (testDatabaseKind() === 'pglite') {
    const dump = new Blob([readFileSync(inject('pgliteTemplate'))]);
    return openDatabase({ pglite: await createPglite({ loadDataDir: dump }) });
  }
  const clone = await cloneTemplateDatabase();
  const handle = await openDatabase({ databaseUrl: clone.url, poolSize });
  return {
    ...handle,
    url: clone.url,
    close: async () => {
      await handle.close();
      await clone.drop();
    },
  };
}

/** A new PostgreSQL database with nothing in it (no migration, no seed), and how to drop it. */
export async function createEmptyPostgresDatabase(): Promise<{
  url: string;
  drop(): Promise<void>;
}> {
  const name = newDatabaseName();
  await onServer(`create database ${name}`);
  return { url: databaseUrl(name), drop: () => dropDatabase(name) };
}
