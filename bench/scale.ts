/**
 * `npm run bench:scale`: every list the app offers and transfers/s through the real routes
 * (in-process, `inject`) as the data grows: 10 k, 100 k and 1 M skins and transactions with a
 * tenth as many users (`bench/support/fill.ts`: skewed heroes, recent wallets transferring, an
 * audit event per write, top-up orders and bank events), on
 * PostgreSQL (scratch databases on BENCH_DATABASE_URL, DATABASE_URL or TEST_DATABASE_URL's
 * server, dropped after) and on PGlite. The lists are read from the app's route table
 * (`bench/support/listSweep.ts`): each sort both ways, each filter, the deepest page, as admin
 * and as member; each figure is the median of five requests after one warm-up (and the fastest
 * of them, less moved by a busy machine), and the slowest are printed with their growth since
 * the first size and the load average, then how the pages each list reads grew (its read
 * statements under `EXPLAIN (ANALYZE, BUFFERS)`: a measure the machine's load does not move).
 * BENCH_SIZES (default `10k,100k,1m`), BENCH_TARGETS (default `postgres,pglite`). Transfers/s are compared with a second, empty
 * database in the same process: BENCH_ROUNDS interleaved rounds (default 5) of BENCH_SECONDS
 * (default 3) with BENCH_CLIENTS clients at once (default 4), medians. BENCH_PROBES (a
 * comma-separated list of words) keeps only the probes whose label holds one of them.
 */
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import {
  createPglite,
  openDatabase,
  type Database,
  type DatabaseHandle,
} from '../server/db/client';
import { runMigrations } from '../server/db/migrate';
import { seedDatabase } from '../server/db/seed';
import { buildBenchApp } from './support/benchApp';
import { fillTo, type ScaleSize } from './support/fill';
import { listProbes, type PathValues } from './support/listSweep';
import { readBuffersMeter } from './support/readBuffers';
import { growthBeyondLog, PAGES_THAT_MATTER, type ListWork } from './support/readGrowth';
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
/** Every list page should answer within this at the largest size. */
const GOAL_MS = 50;
const SIZES: Record<string, ScaleSize> = {
  demo: { label: 'demo', skins: 0, users: 0, transactions: 0 },
  '10k': { label: '10 k', skins: 10_000, users: 1_000, transactions: 10_000 },
  '100k': { label: '100 k', skins: 100_000, users: 10_000, transactions: 100_000 },
  '1m': { label: '1 M', skins: 1_000_000, users: 100_000, transactions: 1_000_000 },
};
const sizes = (process.env.BENCH_SIZES ?? '10k,100k,1m').split(',').map((name) => {
  const size = SIZES[name.trim()];
  if (!size) throw new Error(`BENCH_SIZES: unknown size ${name}`);
  return size;
});
const probeWords = process.env.BENCH_PROBES?.split(',').map((word) => word.trim());
const probeKept = (label: string) => !probeWords || probeWords.some((word) => label.includes(word));
const targets = (process.env.BENCH_TARGETS ?? 'postgres,pglite').split(',').map((t) => t.trim());

/** A probe's time: the median of five requests after a warm-up, and the fastest of them. */
interface Timing {
  median: number;
  fastest: number;
}

async function timingOf(
  app: FastifyInstance,
  headers: Record<string, string>,
  url: string,
): Promise<Timing> {
  const times: number[] = [];
  for (let i = 0; i < 6; i++) {
    const started = performance.now();
    const response = await app.inject({ url, headers });
    if (response.statusCode !== 200)
      throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    if (i > 0) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median: times[2]!, fastest: times[0]! };
}

/** A database migrated and seeded, the app on it and the transfers' member. */
async function ready(database: DatabaseHandle): Promise<TransferSide> {
  await runMigrations(database);
  await seedDatabase(database.db, { demoAccounts: true });
  return transferSide(await buildBenchApp(database));
}

/** Where the sweep reads path-scoped lists: the busiest wallet, the newest, the member's own. */
async function pathValues(db: Database): Promise<PathValues> {
  const result = await db.execute(sql`select
    (select id from wallets where code = 'TREASURY') as treasury,
    (select max(id) from wallets where user_id is not null) as newest,
    (select w.id from wallets w join users u on u.id = w.user_id
     where u.email = 'member@beli.local') as own,
    (select min(id) from tools) as tool`);
  const [ids] = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<
    string,
    number
  >[];
  const tool = { first: ids!.tool! };
  return {
    admin: { walletId: { treasury: ids!.treasury!, newest: ids!.newest! }, id: tool },
    member: { walletId: { own: ids!.own! }, id: tool },
  };
}

const SLOWEST = 15;
const loadText = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

/**
 * The slowest probes at `size` by median, each size's median and fastest, and how each grew
 * since the first size (medians; fastest times, less moved by the machine's other work).
 */
function slowest(table: Record<string, Record<string, Timing>>, size: string, first: string) {
  const growth = (from: number | undefined, to: number) => (from ? (to / from).toFixed(1) : '');
  return Object.entries(table)
    .filter(([, bySize]) => bySize[size] !== undefined)
    .sort(([, a], [, b]) => b[size]!.median - a[size]!.median)
    .slice(0, SLOWEST)
    .map(([label, bySize]) => ({
      probe: label,
      ...Object.fromEntries(
        Object.entries(bySize).map(([s, t]) => [
          s,
          `${t.median.toFixed(1)} (${t.fastest.toFixed(1)})`,
        ]),
      ),
      growth: growth(bySize[first]?.median, bySize[size]!.median),
      'growth (fastest)': growth(bySize[first]?.fastest, bySize[size]!.fastest),
    }));
}

/** Grows one database through the sizes, beside an empty one for the transfers' comparison. */
async function measure(kind: string, databases: [DatabaseHandle, DatabaseHandle]) {
  const [database, emptyDatabase] = databases;
  const grown = await ready(database);
  const empty = await ready(emptyDatabase);
  // The same vacuum and statistics as the grown one gets after each fill.
  await fillTo(emptyDatabase.db, SIZES.demo!);
  const tokens = {
    admin: await signInWithDevLogin(grown.app, 'admin@beli.local'),
    member: grown.member,
  };
  const table: Record<string, Record<string, Timing>> = {};
  const work: Record<string, Record<string, ListWork>> = {};
  const readBuffers = readBuffersMeter(database);
  const transfers: Record<string, Record<string, string>> = {};
  for (const size of sizes) {
    const filling = performance.now();
    await fillTo(database.db, size);
    console.log(
      `${kind} ${size.label}: filled in ${((performance.now() - filling) / 1000).toFixed(1)} s`,
    );
    const swept = await listProbes(grown.app, tokens, await pathValues(database.db));
    const probes = swept.probes.filter((probe) => probeKept(probe.label));
    const { unswept } = swept;
    for (const probe of probes) {
      const headers = { authorization: `Bearer ${tokens[probe.who]}` };
      (table[probe.label] ??= {})[size.label] = await timingOf(grown.app, headers, probe.url);
      let total = 0;
      const buffers = await readBuffers(async () => {
        const response = await grown.app.inject({ url: probe.url, headers });
        total = Number(String(response.headers['content-range']).split('/')[1]);
      });
      (work[probe.label] ??= {})[size.label] = { buffers, total };
    }
    console.log(
      `${kind} ${size.label}: ${probes.length} probes, load average ${loadText()}; ` +
        `not swept: ${unswept.join('; ') || 'none'}`,
    );
    console.table(slowest(table, size.label, sizes[0]!.label));
    const compared = await compareTransfers(empty, grown, transferRounds);
    (transfers['this size'] ??= {})[size.label] = compared.grown.toFixed(0);
    (transfers['empty beside it'] ??= {})[size.label] = compared.empty.toFixed(0);
    (transfers['ratio (median of rounds)'] ??= {})[size.label] = compared.ratio.toFixed(2);
  }
  await grown.app.close();
  await empty.app.close();
  const { rounds, seconds, clients } = transferRounds;
  const last = sizes.at(-1)!.label;
  const over = Object.entries(table).filter(([, bySize]) => (bySize[last]?.median ?? 0) > GOAL_MS);
  console.log(
    `\n${kind}, Node ${process.version}, load average ${loadText()}: ` +
      `${Object.keys(table).length} list probes, ms: median of 5 after a warm-up (fastest); ` +
      `${over.length} over ${GOAL_MS} ms at ${last}: ${over.map(([label]) => label).join('; ') || 'none'}. ` +
      `The slowest at ${last}:`,
  );
  console.table(slowest(table, last, sizes[0]!.label));
  const grew = growthBeyondLog(
    work,
    sizes.map(({ label, skins }) => ({ label, rows: skins })),
  );
  console.log(
    `${kind}: pages read (shared buffers hit or read by each request's reads, EXPLAIN ANALYZE) ` +
      `/ rows counted; ${grew.filter((row) => row.beyond).length} probes read, at a size ` +
      `where they read ${PAGES_THAT_MATTER} pages or more, more per row they count and show ` +
      `than log growth allows. The most grown:`,
  );
  console.table(grew.slice(0, SLOWEST));
  console.log(
    `${kind}: transfers/s, ${rounds} interleaved rounds of ${seconds} s, ${clients} clients, medians`,
  );
  console.table(transfers);
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
