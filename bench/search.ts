/**
 * `npm run bench:search`: GET /api/search through the real route (in-process, `inject`) on
 * PostgreSQL at 1 M transactions (100 k users with wallets, 100 k skins), in a scratch database
 * on BENCH_DATABASE_URL, DATABASE_URL or TEST_DATABASE_URL's server, dropped after. Each query is
 * asked BENCH_REPEATS times (default 21) after one warm-up, by the admin (every kind, every
 * transaction) and by a member (their own); it reports the median and the slowest.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { openDatabase } from '../server/db/client';
import { runMigrations } from '../server/db/migrate';
import { seedDatabase } from '../server/db/seed';
import { signInWithDevLogin } from '../tests/support/signInFlow';
import { buildBenchApp } from './support/benchApp';
import { fillTo } from './support/fill';

const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const REPEATS = Number(process.env.BENCH_REPEATS ?? 21);
const SIZE = { label: '1 M', skins: 100_000, users: 100_000, transactions: 1_000_000 };

/** [what, who asks, the words]: common and rare words, numbers, codes and misses. */
const QUERIES: [string, 'admin' | 'member', string][] = [
  ['common memo word (1 M matches)', 'admin', 'Điều chỉnh'],
  ['one memo', 'admin', 'Điều chỉnh 777777'],
  ['transaction number', 'admin', '#500000'],
  ['user e-mail prefix', 'admin', 'scale12345'],
  ['user name word', 'admin', 'Người'],
  ['skin name', 'admin', 'Rồng'],
  ['memo code', 'admin', 'BELI'],
  ['two letters', 'admin', 'xq'],
  ['miss', 'admin', 'khôngcógì'],
  ['common memo word, own only', 'member', 'Điều chỉnh'],
  ['miss, own only', 'member', 'khôngcógì'],
];

async function timesMs(app: FastifyInstance, token: string, q: string) {
  const url = `/api/search?q=${encodeURIComponent(q)}`;
  const times: number[] = [];
  for (let i = 0; i <= REPEATS; i++) {
    const started = performance.now();
    const response = await app.inject({ url, headers: { authorization: `Bearer ${token}` } });
    if (response.statusCode !== 200)
      throw new Error(`${q}: ${response.statusCode} ${response.body}`);
    if (i > 0) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)]!, slowest: times.at(-1)! };
}

const name = `beli_search_${randomBytes(3).toString('hex')}`;
const server = new pg.Client({ connectionString: ADMIN_URL });
await server.connect();
await server.query(`create database ${name}`);
try {
  const database = await openDatabase({
    databaseUrl: Object.assign(new URL(ADMIN_URL), { pathname: `/${name}` }).href,
  });
  await runMigrations(database);
  await seedDatabase(database.db, { demoAccounts: true });
  const app = await buildBenchApp(database);
  const filling = performance.now();
  await fillTo(database.db, SIZE);
  console.log(
    `filled ${SIZE.label} transactions in ${((performance.now() - filling) / 1000).toFixed(1)} s`,
  );
  const tokens = {
    admin: await signInWithDevLogin(app, 'admin@beli.local'),
    member: await signInWithDevLogin(app, 'member@beli.local'),
  };
  const table: Record<string, { median: string; slowest: string }> = {};
  for (const [label, who, q] of QUERIES) {
    const { median, slowest } = await timesMs(app, tokens[who], q);
    table[`${label}: "${q}" (${who})`] = {
      median: `${median.toFixed(1)} ms`,
      slowest: `${slowest.toFixed(1)} ms`,
    };
  }
  await app.close();
  console.log(
    `\nPostgreSQL, ${SIZE.label} transactions, Node ${process.version}, ${REPEATS} requests each after a warm-up`,
  );
  console.table(table);
} finally {
  await server.query(`drop database if exists ${name} with (force)`);
  await server.end();
}
