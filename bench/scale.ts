/**
 * `npm run bench:scale`: the list pages, a member's own transactions and transfers/s through the
 * real routes (in-process, `inject`) as the data grows: demo, 100 k and 1 M skins and
 * transactions with a tenth as many users, on PostgreSQL (scratch databases on
 * BENCH_DATABASE_URL, DATABASE_URL or TEST_DATABASE_URL's server, dropped after) and on PGlite.
 * BENCH_SIZES (default `demo,100k,1m`), BENCH_TARGETS (default `postgres,pglite`). Each list
 * figure is the median of five requests after one warm-up. Transfers/s are compared with a
 * second, empty database in the same process: BENCH_ROUNDS interleaved rounds (default 5) of
 * BENCH_SECONDS (default 3) with BENCH_CLIENTS clients at once (default 4), medians; at `demo`
 * both databases are empty, so its ratio shows the measure's own noise.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { createPglite, openDatabase, type DatabaseHandle } from '../server/db/client';
import { runMigrations } from '../server/db/migrate';
import { seedDatabase } from '../server/db/seed';
import { MAX_LIST_ROWS } from '../common/listLimits';
import { buildBenchApp } from './support/benchApp';
import { fillTo, type ScaleSize } from './support/fill';
import { signInWithDevLogin } from '../tests/support/signInFlow';
import { compareTransfers, transferSide, type TransferSide } from './support/transferRounds';

const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const transferRounds = {
  rounds: Number(process.env.BENCH_ROUNDS ?? 5),
  seconds: Number(process.env.BENCH_SECONDS ?? 3),
  clients: Number(process.env.BENCH_CLIENTS ?? 4),
};
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
    ['skins search hit, by id desc', 'member', skins(['id', 'DESC'], 0, { q: 'Rồng' })],
    ['skins search hit, narrower', 'member', skins(['name', 'ASC'], 0, { q: 'Rồng 7a' })],
    ['skins search miss', 'member', skins(['name', 'ASC'], 0, { q: 'khôngcó' })],
    ...['id', 'name', 'tier', 'heroId', 'releaseDate', 'createdAt'].map(
      (field): [string, 'member', string] => [
        `skins by ${field} desc`,
        'member',
        skins([field, 'DESC']),
      ],
    ),
    ['users page 1', 'admin', list('users', ['id', 'ASC'], 0)],
    ['users search hit', 'admin', list('users', ['name', 'ASC'], 0, { q: 'Người' })],
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
      'transactions search hit',
      'admin',
      list('transactions', ['id', 'DESC'], 0, { q: 'Điều chỉnh' }),
    ],
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

/** A database migrated and seeded, the app on it and the transfers' member. */
async function ready(database: DatabaseHandle): Promise<TransferSide> {
  await runMigrations(database);
  await seedDatabase(database.db, { demoAccounts: true });
  return transferSide(await buildBenchApp(database));
}

/** Grows one database through the sizes, beside an empty one for the transfers' comparison. */
async function measure(kind: string, databases: [DatabaseHandle, DatabaseHandle]) {
  const [database, emptyDatabase] = databases;
  const grown = await ready(database);
  const empty = await ready(emptyDatabase);
  // The same vacuum and statistics as the grown one gets after each fill.
  await fillTo(emptyDatabase.db, SIZES.demo!);
  const admin = await signInWithDevLogin(grown.app, 'admin@beli.local');
  const table: Record<string, Record<string, string>> = {};
  const ratios: string[] = [];
  for (const size of sizes) {
    const filling = performance.now();
    await fillTo(database.db, size);
    console.log(
      `${kind} ${size.label}: filled in ${((performance.now() - filling) / 1000).toFixed(1)} s`,
    );
    const deep = Math.min(Math.floor(size.skins / 2), MAX_LIST_ROWS - 25);
    for (const [label, who, url] of probes(deep)) {
      const ms = await medianMs(grown.app, who === 'admin' ? admin : grown.member, url);
      (table[label.replace(String(deep), 'deep')] ??= {})[size.label] = `${ms.toFixed(1)} ms`;
    }
    const transfers = await compareTransfers(empty, grown, transferRounds);
    (table['transfers/s, this size'] ??= {})[size.label] = transfers.grown.toFixed(0);
    (table['transfers/s, empty beside it'] ??= {})[size.label] = transfers.empty.toFixed(0);
    (table['transfers/s ratio (median of rounds)'] ??= {})[size.label] = transfers.ratio.toFixed(2);
    ratios.push(`${size.label} ${transfers.ratio.toFixed(2)}`);
    console.table(Object.fromEntries(Object.entries(table).map(([k, v]) => [k, v[size.label]])));
  }
  await grown.app.close();
  await empty.app.close();
  const { rounds, seconds, clients } = transferRounds;
  console.log(
    `\n${kind}, Node ${process.version}, lists: medians of 5 after a warm-up; transfers: ` +
      `${rounds} interleaved rounds of ${seconds} s, ${clients} clients, medians`,
  );
  console.table(table);
  console.log(`${kind}: transfers/s against an empty database: ${ratios.join(', ')}`);
}

async function onScratchPostgres() {
  const suffix = randomBytes(3).toString('hex');
  const names = [`beli_scale_${suffix}`, `beli_scale_empty_${suffix}`];
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  const open = (name: string) =>
    openDatabase({
      databaseUrl: Object.assign(new URL(ADMIN_URL), { pathname: `/${name}` }).href,
    });
  try {
    for (const name of names) await admin.query(`create database ${name}`);
    // Each app closes its database with itself.
    await measure('postgres', [await open(names[0]!), await open(names[1]!)]);
  } finally {
    for (const name of names) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

const openPglite = async () => openDatabase({ pglite: await createPglite() });

for (const target of targets) {
  if (target === 'postgres') await onScratchPostgres();
  else if (target === 'pglite') await measure('pglite', [await openPglite(), await openPglite()]);
  else throw new Error(`BENCH_TARGETS: unknown target ${target}`);
}
