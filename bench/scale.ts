/**
 * `npm run bench:scale`: every pair of filter and sort each list offers, and transfers/s,
 * through the real routes (in-process, `inject`) as the data grows: 10 k, 100 k and 1 M skins
 * and transactions with a tenth as many users (`bench/support/fill.ts`: skewed heroes, recent
 * wallets transferring, an audit event per write, top-up orders and bank events), on
 * PostgreSQL (scratch databases on BENCH_DATABASE_URL, DATABASE_URL or TEST_DATABASE_URL's
 * server, dropped after; 10 k, 100 k and 1 M) and on PGlite (10 k and 100 k). The pairs are
 * generated from the app's route table (`bench/support/listSweep.ts`): each filter (a value
 * that hits, one that misses) and none, crossed with each sort both ways, first and deepest
 * page, as admin and as member. For each it prints the rows its plans read of the growing
 * tables (its read statements under `EXPLAIN (ANALYZE, BUFFERS)`: a measure the machine's load
 * does not move) and whether that is over its page's bound (`tests/support/pageReads.ts`), its
 * time (the median of three requests after a warm-up) and both figures' growth since the first
 * size, with the load average; then the pages each list reads against log growth.
 * BENCH_SIZES (default per target as above), BENCH_TARGETS (default `postgres,pglite`).
 * Transfers/s are compared with a second, empty database in the same process: BENCH_ROUNDS
 * interleaved rounds (default 5) of BENCH_SECONDS (default 3) with BENCH_CLIENTS clients at
 * once (default 4), medians. BENCH_PROBES (a comma-separated list of words) keeps only the
 * pairs whose label holds one of them.
 */
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { createPglite, openDatabase, type DatabaseHandle } from '../server/db/client';
import { runMigrations } from '../server/db/migrate';
import { seedDatabase } from '../server/db/seed';
import { buildBenchApp } from './support/benchApp';
import { fillTo, SCALE_SIZES, type ScaleSize } from './support/fill';
import { listProbes, pathValues, totalOf } from './support/listSweep';
import { overBound, pageReadsMeter } from '../tests/support/pageReads';
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
const DEFAULT_SIZES: Record<string, string> = { postgres: '10k,100k,1m', pglite: '10k,100k' };
const sizesOf = (target: string): ScaleSize[] =>
  (process.env.BENCH_SIZES ?? DEFAULT_SIZES[target]!).split(',').map((name) => {
    const size = SCALE_SIZES[name.trim()];
    if (!size) throw new Error(`BENCH_SIZES: unknown size ${name}`);
    return size;
  });
const probeWords = process.env.BENCH_PROBES?.split(',').map((word) => word.trim());
const probeKept = (label: string) => !probeWords || probeWords.some((word) => label.includes(word));
const targets = (process.env.BENCH_TARGETS ?? 'postgres,pglite').split(',').map((t) => t.trim());

/** A probe's time: the median of three requests after a warm-up, and the fastest of them. */
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
  for (let i = 0; i < 4; i++) {
    const started = performance.now();
    const response = await app.inject({ url, headers });
    if (response.statusCode !== 200)
      throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    if (i > 0) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median: times[1]!, fastest: times[0]! };
}

/** A database migrated and seeded, the app on it and the transfers' member. */
async function ready(database: DatabaseHandle): Promise<TransferSide> {
  await runMigrations(database);
  await seedDatabase(database.db, { demoAccounts: true });
  return transferSide(await buildBenchApp(database));
}

const SLOWEST = 15;
const loadText = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

/** What one pair cost at one size: its time, the rows its plans read, over its bound or not. */
interface PairAt {
  timing: Timing;
  rows: number;
  over: boolean;
}

const growthText = (from: number | undefined, to: number | undefined) =>
  from && to !== undefined ? `${(to / from).toFixed(1)}x` : '-';

/**
 * One line for each pair: at each size the rows read (`!` past its bound) and the median ms
 * (fastest), then how both grew from the first size to the last. The slowest at the last first.
 */
function pairLines(pairs: Record<string, Record<string, PairAt>>, sizes: ScaleSize[]) {
  const [first, last] = [sizes[0]!.label, sizes.at(-1)!.label];
  const lastMs = (bySize: Record<string, PairAt>) => bySize[last]?.timing.median ?? 0;
  return Object.entries(pairs)
    .sort(([, a], [, b]) => lastMs(b) - lastMs(a))
    .map(([label, bySize]) => {
      const at = sizes.map(({ label: size }) => {
        const pair = bySize[size];
        if (!pair) return `${size}: -`;
        const { median, fastest } = pair.timing;
        return `${size}: ${pair.rows}${pair.over ? '!' : ''} rows ${median.toFixed(1)} (${fastest.toFixed(1)}) ms`;
      });
      const rows = growthText(bySize[first]?.rows, bySize[last]?.rows);
      const ms = growthText(bySize[first]?.timing.median, bySize[last]?.timing.median);
      return `${label} | ${at.join(' | ')} | growth: rows ${rows}, ms ${ms}`;
    });
}

/** Grows one database through the sizes, beside an empty one for the transfers' comparison. */
async function measure(
  kind: string,
  sizes: ScaleSize[],
  databases: [DatabaseHandle, DatabaseHandle],
) {
  const [database, emptyDatabase] = databases;
  const grown = await ready(database);
  const empty = await ready(emptyDatabase);
  // The same vacuum and statistics as the grown one gets after each fill.
  await fillTo(emptyDatabase.db, SCALE_SIZES.demo!);
  const tokens = {
    admin: await signInWithDevLogin(grown.app, 'admin@beli.local'),
    member: grown.member,
  };
  const pairs: Record<string, Record<string, PairAt>> = {};
  const work: Record<string, Record<string, ListWork>> = {};
  const pageReads = pageReadsMeter(database);
  const transfers: Record<string, Record<string, string>> = {};
  for (const size of sizes) {
    const filling = performance.now();
    await fillTo(database.db, size);
    console.log(
      `${kind} ${size.label}: filled in ${((performance.now() - filling) / 1000).toFixed(1)} s`,
    );
    const swept = await listProbes(grown.app, tokens, await pathValues(database.db));
    const probes = swept.probes.filter((probe) => probeKept(probe.label));
    const overAtSize: string[] = [];
    for (const probe of probes) {
      const headers = { authorization: `Bearer ${tokens[probe.who]}` };
      const timing = await timingOf(grown.app, headers, probe.url);
      const { result, reads } = await pageReads(
        () => grown.app.inject({ url: probe.url, headers }),
        probe.range.offset,
      );
      const total = totalOf(result.headers['content-range']);
      const over = overBound(reads.scans).length > 0;
      if (over) overAtSize.push(probe.label);
      // PGlite gives a scan's rows a loop as an average: the sum is rounded.
      const rows = Math.round(reads.scans.reduce((sum, scan) => sum + scan.read, 0));
      (pairs[probe.label] ??= {})[size.label] = { timing, rows, over };
      (work[probe.label] ??= {})[size.label] = { buffers: reads.pages, total };
    }
    console.log(
      `${kind} ${size.label}: ${probes.length} pairs, load average ${loadText()}; ` +
        `${overAtSize.length} read more rows than their page allows: ${overAtSize.join('; ') || 'none'}; ` +
        `not swept: ${swept.unswept.join('; ') || 'none'}`,
    );
    const compared = await compareTransfers(empty, grown, transferRounds);
    (transfers['this size'] ??= {})[size.label] = compared.grown.toFixed(0);
    (transfers['empty beside it'] ??= {})[size.label] = compared.empty.toFixed(0);
    (transfers['ratio (median of rounds)'] ??= {})[size.label] = compared.ratio.toFixed(2);
  }
  await grown.app.close();
  await empty.app.close();
  const { rounds, seconds, clients } = transferRounds;
  const last = sizes.at(-1)!.label;
  const over = Object.entries(pairs).filter(
    ([, bySize]) => (bySize[last]?.timing.median ?? 0) > GOAL_MS,
  );
  console.log(
    `\n${kind}, Node ${process.version}, load average ${loadText()}: ` +
      `${Object.keys(pairs).length} pairs; rows read of the growing tables by each pair's ` +
      `statements (EXPLAIN ANALYZE; ! past its page's bound), ms: median of 3 after a warm-up ` +
      `(fastest); ${over.length} over ${GOAL_MS} ms at ${last}: ` +
      `${over.map(([label]) => label).join('; ') || 'none'}. Every pair, the slowest at ${last} first:`,
  );
  for (const line of pairLines(pairs, sizes)) console.log(line);
  const grew = growthBeyondLog(
    work,
    sizes.map(({ label, skins }) => ({ label, rows: skins })),
  );
  console.log(
    `${kind}: pages read (shared buffers hit or read by each request's reads, EXPLAIN ANALYZE) ` +
      `/ rows counted; ${grew.filter((row) => row.beyond).length} pairs read, at a size ` +
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
    await measure('postgres', sizesOf('postgres'), [await open(names[0]!), await open(names[1]!)]);
  } finally {
    for (const name of names) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

const openPglite = async () => openDatabase({ pglite: await createPglite() });

for (const target of targets) {
  if (target === 'postgres') await onScratchPostgres();
  else if (target === 'pglite') {
    await measure('pglite', sizesOf('pglite'), [await openPglite(), await openPglite()]);
  } else throw new Error(`BENCH_TARGETS: unknown target ${target}`);
}
