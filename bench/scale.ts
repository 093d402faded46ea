/**
 * `npm run bench:scale`: the list pages, a member's own transactions and transfers/s through the
 * real routes (in-process, `inject`) as the data grows: demo, 100 k and 1 M skins and
 * transactions with a tenth as many users, on PostgreSQL (a scratch database on
 * BENCH_DATABASE_URL, DATABASE_URL or TEST_DATABASE_URL's server, dropped after) and on PGlite.
 * BENCH_SIZES (default `demo,100k,1m`), BENCH_TARGETS (default `postgres,pglite`),
 * BENCH_SECONDS (transfers, default 3). Each figure is the median of five requests after one
 * warm-up.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { createPglite, openDatabase, type DatabaseHandle } from '../server/db/client';
import { runMigrations } from '../server/db/migrate';
import { seedDatabase } from '../server/db/seed';
import { MAX_LIST_ROWS } from '../server/lib/restQuery';
import { buildBenchApp } from './support/benchApp';
import { fillTo, type ScaleSize } from './support/fill';
import { signInByInject } from './support/signIn';

const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const SIZES: Record<string, ScaleSize> = {
  demo: { label: 'demo', skins: 0, users: 0, transactions: 0 },
  '100k': { label: '100 k', skins: 100_000, users: 10_000, transactions: 100_000 },
  '1m': { label: '1 M', skins: 1_000_000, users: 100_000, transactions: 1_000_000 },
};
const sizes = (process.env.BENCH_SIZES ?? 'demo,100k,1m').split(',').map((name) => {
  const size = SIZES[name.trim()];
  if (!size) throw new Error(`BENCH_SIZES: unknown size ${name}`);
  return size;
});
const targets = (process.env.BENCH_TARGETS ?? 'postgres,pglite').split(',').map((t) => t.trim());

const list = (path: string, sort: [string, string], start: number, filter = {}) =>
  `/api/${path}?${new URLSearchParams({
    sort: JSON.stringify(sort),
    range: JSON.stringify([start, start + 24]),
    filter: JSON.stringify(filter),
  })}`;

/** What is measured at each size: [label, who asks, url]; `deep` is half-way through the skins, or the deepest page offered. */
function probes(deep: number): [string, 'admin' | 'member', string][] {
  const skins = (sort: [string, string], start = 0, filter = {}) =>
    list('skins', sort, start, filter);
  return [
    ['skins page 1', 'member', skins(['name', 'ASC'])],
    [`skins page at row ${deep}`, 'member', skins(['name', 'ASC'], deep)],
    ['skins search hit', 'member', skins(['name', 'ASC'], 0, { q: 'Rồng' })],
    ['skins search miss', 'member', skins(['name', 'ASC'], 0, { q: 'khôngcó' })],
    ...['id', 'name', 'tier', 'heroId', 'releaseDate', 'createdAt'].map(
      (field): [string, 'member', string] => [
        `skins by ${field} desc`,
        'member',
        skins([field, 'DESC']),
      ],
    ),
    ['users page 1', 'admin', list('users', ['id', 'ASC'], 0)],
    ['users search miss', 'admin', list('users', ['id', 'ASC'], 0, { q: 'khôngcó' })],
    ...['name', 'email', 'createdAt', 'lastLoginAt'].map((field): [string, 'admin', string] => [
      `users by ${field} desc`,
      'admin',
      list('users', [field, 'DESC'], 0),
    ]),
    ['transactions page 1 (all)', 'admin', list('transactions', ['id', 'DESC'], 0)],
    ...['createdAt', 'amount', 'type'].map((field): [string, 'admin', string] => [
      `transactions by ${field} desc`,
      'admin',
      list('transactions', [field, 'DESC'], 0),
    ]),
    [
      'transactions search miss',
      'admin',
      list('transactions', ['id', 'DESC'], 0, { q: 'khôngcó' }),
    ],
    ["a member's own transactions", 'member', list('transactions', ['id', 'DESC'], 0)],
  ];
}

async function medianMs(app: FastifyInstance, token: string, url: string) {
  const times: number[] = [];
  for (let i = 0; i < 6; i++) {
    const started = performance.now();
    const response = await app.inject({ url, headers: { authorization: `Bearer ${token}` } });
    if (response.statusCode !== 200)
      throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    if (i > 0) times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[2]!;
}

async function post(app: FastifyInstance, token: string, url: string, payload: object) {
  const response = await app.inject({
    method: 'POST',
    url,
    payload,
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
  });
  if (response.statusCode >= 300)
    throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return response.json<{ data: Record<string, unknown> }>().data;
}

/** Member-to-admin transfers one after another for SECONDS: the ledger's path at this size. */
async function transfersPerSecond(app: FastifyInstance, member: string, admin: string) {
  const me = await app.inject({
    url: '/api/users/me',
    headers: { authorization: `Bearer ${member}` },
  });
  const walletId = me.json<{ data: { walletId: number } }>().data.walletId;
  await post(app, admin, `/api/wallets/${walletId}/adjust`, {
    direction: 'credit',
    amount: 1_000_000_000,
    reason: 'bench',
  });
  const started = performance.now();
  let done = 0;
  while (performance.now() - started < SECONDS * 1000) {
    await post(app, member, '/api/wallets/transfer', { toEmail: 'admin@beli.local', amount: 1 });
    done++;
  }
  return done / ((performance.now() - started) / 1000);
}

async function measure(database: DatabaseHandle) {
  await runMigrations(database);
  await seedDatabase(database.db, { demoAccounts: true });
  const app = await buildBenchApp(database);
  const admin = await signInByInject(app, 'admin@beli.local');
  const member = await signInByInject(app, 'member@beli.local');
  const table: Record<string, Record<string, string>> = {};
  for (const size of sizes) {
    const filling = performance.now();
    await fillTo(database.db, size);
    console.log(
      `${database.kind} ${size.label}: filled in ${((performance.now() - filling) / 1000).toFixed(1)} s`,
    );
    const deep = Math.min(Math.floor(size.skins / 2), MAX_LIST_ROWS - 25);
    for (const [label, who, url] of probes(deep)) {
      const ms = await medianMs(app, who === 'admin' ? admin : member, url);
      (table[label.replace(String(deep), 'deep')] ??= {})[size.label] = `${ms.toFixed(1)} ms`;
    }
    (table['transfers/s (one client)'] ??= {})[size.label] = (
      await transfersPerSecond(app, member, admin)
    ).toFixed(0);
    console.table(Object.fromEntries(Object.entries(table).map(([k, v]) => [k, v[size.label]])));
  }
  await app.close();
  console.log(`\n${database.kind}, Node ${process.version}, medians of 5 after a warm-up`);
  console.table(table);
  const transfers = table['transfers/s (one client)']!;
  const [empty, ...bigger] = sizes.map((size) => Number(transfers[size.label]));
  bigger.forEach((rate, i) =>
    console.log(
      `${database.kind}: transfers/s at ${sizes[i + 1]!.label} / ${sizes[0]!.label}: ${(rate / empty!).toFixed(2)}`,
    ),
  );
}

async function onScratchPostgres() {
  const name = `beli_scale_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
    // The app closes the database with itself.
    await measure(
      await openDatabase({
        databaseUrl: Object.assign(new URL(ADMIN_URL), { pathname: `/${name}` }).href,
      }),
    );
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

for (const target of targets) {
  if (target === 'postgres') await onScratchPostgres();
  else if (target === 'pglite') {
    await measure(await openDatabase({ pglite: await createPglite() }));
  } else throw new Error(`BENCH_TARGETS: unknown target ${target}`);
}
