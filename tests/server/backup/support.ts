import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../../../server/app';
import { tableDigests } from '../../../server/backup/tables';
import { prepareDatabase } from '../../../server/boot';
import { createPglite, openDatabase, type DatabaseHandle } from '../../../server/db/client';
import { ADMIN_EMAIL, bearer, MEMBER_EMAIL, signInWithDevLogin } from '../../support/testApp';
import {
  cloneTemplateDatabase,
  createEmptyPostgresDatabase,
  testDatabaseKind,
} from '../../support/testDatabase';
import { tempDir, testEnv } from '../../support/testEnv';
import { withKey } from '../tools/support';

const root = fileURLToPath(new URL('../../..', import.meta.url));

export interface CommandRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `npm run backup|restore|verify -- …` as an operator types it, with only the settings given. */
export function runNpm(
  script: 'backup' | 'restore' | 'verify',
  args: string[],
  settings: Record<string, string>,
): Promise<CommandRun> {
  const child = spawn('npm', ['run', '--silent', script, '--', ...args], {
    cwd: root,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'test', ...settings },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = { stdout: '', stderr: '' };
  child.stdout.on('data', (chunk: Buffer) => (output.stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output.stderr += chunk.toString()));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, ...output })));
}

/** Where a portal keeps its data: DATA_DIR, and its database when on PostgreSQL. */
export interface Place {
  dataDir: string;
  databaseUrl?: string;
}

/** The operator's key that signs the tests' backups and checks their restores. */
export const BACKUP_KEY = 'khoa-ky-ban-sao-luu-cua-nguoi-van-hanh-0123456789';

export const settingsOf = (place: Place): Record<string, string> => ({
  DATA_DIR: place.dataDir,
  BACKUP_KEY,
  ...(place.databaseUrl && { DATABASE_URL: place.databaseUrl }),
});

/**
 * A place of this project's kind with nothing in it: a DATA_DIR not made yet and, on PostgreSQL,
 * a new empty database (`cleanups` drops it).
 */
export async function emptyPlace(cleanups: (() => Promise<void>)[]): Promise<Place> {
  const dataDir = path.join(tempDir('place'), 'data');
  if (testDatabaseKind() === 'pglite') return { dataDir };
  const database = await createEmptyPostgresDatabase();
  cleanups.push(database.drop);
  return { dataDir, databaseUrl: database.url };
}

/**
 * A place holding a copy of the run's migrated and seeded database, for a portal in use rather
 * than its first start (which `emptyPlace` gives): its start then has nothing to migrate or seed,
 * which on PGlite's WebAssembly took most of such a file's time.
 */
export async function seededPlace(cleanups: (() => Promise<void>)[]): Promise<Place> {
  const dataDir = path.join(tempDir('place'), 'data');
  if (testDatabaseKind() === 'pglite') {
    mkdirSync(dataDir, { mode: 0o700 });
    const dump = new Blob([readFileSync(inject('pgliteTemplate'))]);
    const copy = await createPglite({ dataDir: path.join(dataDir, 'pglite'), loadDataDir: dump });
    await copy.close();
    return { dataDir };
  }
  const database = await cloneTemplateDatabase();
  cleanups.push(database.drop);
  return { dataDir, databaseUrl: database.url };
}

export const openPlace = (place: Place): Promise<DatabaseHandle> =>
  place.databaseUrl
    ? openDatabase({ databaseUrl: place.databaseUrl, poolSize: 2 })
    : openDatabase({ dataDir: place.dataDir });

/** Every table's row count and checksum at `place`. */
export async function digestsAt(place: Place) {
  const database = await openPlace(place);
  try {
    return await tableDigests(database.db);
  } finally {
    await database.close();
  }
}

/**
 * The real app on `place`, started as the server starts (migrations, then the seed), with the
 * demo admin and member signed in. No JWT_SECRET: the one generated in DATA_DIR is backed up too.
 */
export async function portalAt(place: Place, overrides: Record<string, string> = {}) {
  const env = testEnv({ ...settingsOf(place), JWT_SECRET: '', ...overrides });
  const app = await buildApp({ env, database: await prepareDatabase(env), distDir: null });
  await app.ready();
  const admin = bearer(await signInWithDevLogin(app, ADMIN_EMAIL));
  const member = bearer(await signInWithDevLogin(app, MEMBER_EMAIL));
  return { app, env, admin, member };
}

export const transfer = (
  app: FastifyInstance,
  from: Record<string, string>,
  toEmail: string,
  amount: number,
) =>
  app.inject({
    method: 'POST',
    url: '/api/wallets/transfer',
    headers: withKey(from),
    payload: { toEmail, amount, memo: 'Thử sao lưu' },
  });

/** True when the place holds no table and no file: a refused restore left it as it was. */
export async function isUntouched(place: Place): Promise<boolean> {
  if (existsSync(place.dataDir)) return false;
  if (!place.databaseUrl) return true;
  const database = await openPlace(place);
  try {
    const tables = await database.pool!.query(
      "select 1 from pg_tables where schemaname in ('public', 'drizzle')",
    );
    return tables.rowCount === 0;
  } finally {
    await database.close();
  }
}
