/**
 * `npm run bench:api`: a 25-row page of 10,000 skins (filtered, sorted, counted) through the real
 * route (auth, permission guard, validation, serialisation) beside its honest peer, a minimal
 * Fastify + node-postgres route with prepared statements doing the same session check, page and
 * count (bench/support/minimalSkinsRoute.ts), on the same PostgreSQL database, in one process.
 * autocannon runs in a child process; the two routes take alternating rounds, and each request's
 * CPU is Node's plus the database backends' (PostgreSQL works in processes of its own).
 * BENCH_SECONDS (default 10), BENCH_ROUNDS (5), BENCH_CONNECTIONS (10); the database is a scratch
 * one on BENCH_DATABASE_URL's server (bench/support/scratchDatabases.ts).
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { count, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../server/db/client';
import { runMigrations } from '../server/db/migrate';
import { aovLabels, aovSkins } from '../server/db/schema';
import { seedDatabase } from '../server/db/seed';
import { buildBenchApp, BENCH_JWT_SECRET } from './support/benchApp';
import { databaseCpuMeter } from './support/databaseCpu';
import { generateLoad, median, type LoadResult } from './support/loadGenerator';
import { machineLoad } from './support/machineLoad';
import { minimalSkinsRoute } from './support/minimalSkinsRoute';
import { withScratchDatabases } from './support/scratchDatabases';
import { signInWithDevLogin } from '../tests/support/signInFlow';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const port = (server: { server: Server }) => (server.server.address() as AddressInfo).port;
const load = machineLoad();

type Route = { name: string; url: string };
const headersOf = (token: string) => ({ authorization: `Bearer ${token}` });

/** Both routes must answer the same bytes, or the comparison means nothing. */
async function sameAnswers(routes: Route[], token: string) {
  const answers = await Promise.all(
    routes.map(async (route) => {
      const answer = await fetch(route.url, { headers: headersOf(token) });
      return { body: await answer.text(), range: answer.headers.get('content-range') };
    }),
  );
  if (answers[0]!.body !== answers[1]!.body || answers[0]!.range !== answers[1]!.range) {
    throw new Error(`the two routes answer differently:\n${JSON.stringify(answers, null, 1)}`);
  }
  return answers[0]!.range;
}

async function compare(routes: Route[], token: string, databaseUrl: string) {
  const headers = headersOf(token);
  const observer = new pg.Client({ connectionString: databaseUrl });
  await observer.connect();
  const databaseCpu = await databaseCpuMeter(observer, new URL(databaseUrl).pathname.slice(1));
  for (const route of routes) await generateLoad(route.url, { connections, seconds: 1, headers });
  const results = routes.map(() => [] as LoadResult[]);
  const cpuPerRequest = routes.map(() => [] as { node: number; database: number }[]);
  // Interleaved (real, peer; then peer, real; ...) so a slower stretch of the machine weighs on both.
  for (let round = 0; round < rounds; round++) {
    for (const index of round % 2 ? [1, 0] : [0, 1]) {
      const route = routes[index]!;
      const nodeBefore = process.cpuUsage();
      const databaseUsed = await databaseCpu.start();
      const result = await generateLoad(route.url, { connections, seconds, headers });
      const node = process.cpuUsage(nodeBefore);
      const databaseMs = await databaseUsed();
      if (result.failed) throw new Error(`${route.name}: ${result.failed} failed requests`);
      results[index]!.push(result);
      cpuPerRequest[index]!.push({
        node: (node.user + node.system) / result.total,
        database: (databaseMs * 1000) / result.total,
      });
    }
    const ratio = results[0]![round]!.perSecond / results[1]![round]!.perSecond;
    console.log(`round ${round + 1}: real / peer ${(ratio * 100).toFixed(1)} % (${load.now()})`);
  }
  await observer.end();
  return { results, cpuPerRequest };
}

await withScratchDatabases(['bench_api'], async (databaseUrl) => {
  const database = await openDatabase({ databaseUrl });
  await runMigrations(database);
  await seedDatabase(database.db, { demoAccounts: true });
  await database.db.execute(sql`
    insert into aov_skins (hero_id, slug, name, label_id)
    select h.id, 'bench-' || i, 'Skin ' || lpad(i::text, 5, '0'),
           tiers.ids[1 + i % array_length(tiers.ids, 1)]
    from generate_series(1, 10000 - (select count(*) from aov_skins)) i
    join lateral (select id from aov_heroes order by id offset (i % 32) limit 1) h on true
    cross join (select array_agg(id order by rank) as ids from aov_labels where kind = 'tier') tiers`);
  const [ss] = (await database.db
    .select({ id: aovLabels.id })
    .from(aovLabels)
    .where(eq(aovLabels.code, 'T2DirectSale'))) as [{ id: number }];
  await database.db.execute(sql`analyze`);
  const [{ total }] = (await database.db.select({ total: count() }).from(aovSkins)) as [
    { total: number },
  ];

  const app = await buildBenchApp(database);
  const peer = await minimalSkinsRoute(databaseUrl, BENCH_JWT_SECRET);
  try {
    const token = await signInWithDevLogin(app, 'member@beli.local');
    await app.listen({ port: 0, host: '127.0.0.1' });
    await peer.app.listen({ port: 0, host: '127.0.0.1' });
    // The page react-admin asks for: label SS, sorted by name descending, rows 100–124, counted.
    const query = new URLSearchParams({
      sort: JSON.stringify(['name', 'DESC']),
      range: JSON.stringify([100, 124]),
      filter: JSON.stringify({ labelId: ss.id }),
    });
    const routes = [
      { name: 'real route', url: `http://127.0.0.1:${port(app)}/api/skins?${query}` },
      {
        name: 'minimal Fastify + pg',
        url: `http://127.0.0.1:${port(peer.app)}/skins?labelId=${ss.id}&offset=100`,
      },
    ];
    const range = await sameAnswers(routes, token);
    console.log(`${total} skins on PostgreSQL; both answer ${range}, the same bytes`);

    const { results, cpuPerRequest } = await compare(routes, token, databaseUrl);
    const cpuOf = (c: { node: number; database: number }) => c.node + c.database;
    console.log(
      `\n${connections} connections, ${seconds} s a round, ${rounds} rounds, Node ${process.version}, ${load.range()}`,
    );
    console.table(
      routes.map((route, index) => ({
        route: route.name,
        'req/s (median)': Math.round(median(results[index]!.map((r) => r.perSecond))),
        'p50 ms': median(results[index]!.map((r) => r.p50)),
        'p99 ms': median(results[index]!.map((r) => r.p99)),
        'CPU µs/request, Node + PostgreSQL': Math.round(median(cpuPerRequest[index]!.map(cpuOf))),
        'of which PostgreSQL': Math.round(median(cpuPerRequest[index]!.map((c) => c.database))),
      })),
    );
    const ratios = results[0]!.map((real, round) => real.perSecond / results[1]![round]!.perSecond);
    const cpuRatios = cpuPerRequest[0]!.map(
      (real, round) => cpuOf(real) / cpuOf(cpuPerRequest[1]![round]!),
    );
    console.log(`real / peer throughput, median of rounds: ${median(ratios).toFixed(2)}x`);
    console.log(`real / peer CPU a request, median of rounds: ${median(cpuRatios).toFixed(2)}x`);
  } finally {
    await peer.close();
    await app.close();
  }
});
