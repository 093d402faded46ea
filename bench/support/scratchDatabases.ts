import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The server benches create their databases on (BENCH_DATABASE_URL, then TEST_DATABASE_URL). */
export const BENCH_ADMIN_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';

const urlOf = (name: string) =>
  Object.assign(new URL(BENCH_ADMIN_URL), { pathname: `/${name}` }).href;

/** Runs `work` with new empty databases named `beli_<prefix>_<random>`, dropped afterwards. */
export async function withScratchDatabases<T>(
  prefixes: readonly string[],
  work: (...urls: string[]) => Promise<T>,
): Promise<T> {
  const suffix = randomBytes(3).toString('hex');
  const names = prefixes.map((prefix) => `beli_${prefix}_${suffix}`);
  const admin = new pg.Client({ connectionString: BENCH_ADMIN_URL });
  await admin.connect();
  try {
    for (const name of names) await admin.query(`create database ${name}`);
    return await work(...names.map(urlOf));
  } finally {
    for (const name of names) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
