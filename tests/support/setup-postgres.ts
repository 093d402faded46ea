import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/client';
import { runMigrations } from '../../server/db/migrate';
import { seedDatabase } from '../../server/db/seed';
import { TEST_DATABASE_URL } from './testEnv';
import { databaseUrl, TEST_DATABASE_PREFIX } from './postgresAdmin';

/**
 * Creates this run's template database on the real server (migrated and seeded), which every
 * test file clones; drops it and every clone at the end. No server is a failure, never a skip.
 */
export default async function setup(project: TestProject) {
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(
      `PostgreSQL is required at ${TEST_DATABASE_URL} (set TEST_DATABASE_URL): ${String(error)}`,
    );
  }
  const template = `${TEST_DATABASE_PREFIX}${process.pid}_${randomBytes(3).toString('hex')}`;
  await admin.query(`create database ${template}`);
  const handle = await openDatabase({ databaseUrl: databaseUrl(template), poolSize: 2 });
  await runMigrations(handle);
  await seedDatabase(handle.db, { demoAccounts: true });
  await handle.close();
  project.provide('postgresTemplate', template);

  return async () => {
    const { rows } = await admin.query<{ datname: string }>(
      'select datname from pg_database where datname like $1',
      [`${template}%`],
    );
    const clones = rows.map((r) => r.datname).filter((name) => name !== template);
    for (const name of [...clones, template]) {
      await admin.query(`drop database if exists ${name} with (force)`);
    }
    await admin.end();
  };
}
