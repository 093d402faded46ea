import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The server benches create their databases on (BENCH_DATABASE_URL, then TEST_DATABASE_URL). */
export const BENCH_ADMIN_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';

const urlOf = (name: string) =>
  Object.assign(new URL(BENCH_ADMIN_URL), { pathname: `/${name}` }).href;

/** Runs one statement on the benches' server, outside any database of theirs. */
async function onServer(statement: string) {
  const admin = new pg.Client({ connectionString: BENCH_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** A new empty database `beli_<prefix>_<random>`: its address, and dropping it. */
export async function scratchDatabase(prefix: string, suffix = randomBytes(3).toString('hex')) {
  const name = `beli_${prefix}_${suffix}`;
  await onServer(`create database ${name}`);
  return { url: urlOf(name), drop: () => onServer(`drop database if exists ${name} with (force)`) };
}

/** Runs `work` with new empty databases named `beli_<prefix>_<random>`, dropped afterwards. */
export async function withScratchDatabases<T>(
  prefixes: readonly string[],
  work: (...urls: string[]) => Promise<T>,
): Promise<T> {
  const suffix = randomBytes(3).toString('hex');
  const databases: Awaited<ReturnType<typeof scratchDatabase>>[] = [];
  try {
    for (const prefix of prefixes) databases.push(await scratchDatabase(prefix, suffix));
    return await work(...databases.map(({ url }) => url));
  } finally {
    for (const { drop } of databases) await drop();
  }
}
