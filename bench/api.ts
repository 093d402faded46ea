/**
 * `npm run bench:api`: a 25-row page of 10,000 skins (sorted, filtered, counted) through the real
 * route (auth, permission guard, validation, serialisation), beside a bare Fastify route that runs
 * the same two queries on the same driver and database with none of that, in the same run.
 * autocannon runs in a child process, the two routes in alternating rounds; medians are printed.
 * BENCH_SECONDS (default 10), BENCH_ROUNDS (5), BENCH_CONNECTIONS (10), BENCH_SEARCH (a `q` to add);
 * DATABASE_URL for PostgreSQL (an empty database: it is migrated, seeded and filled).
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { createPglite, openDatabase } from '../server/db/client';
import { runMigrations } from '../server/db/migrate';
import { aovSkins } from '../server/db/schema';
import { seedDatabase } from '../server/db/seed';
import { buildBenchApp } from './support/benchApp';
import { generateLoad, median, type LoadResult } from './support/loadGenerator';
import { signInWithDevLogin } from '../tests/support/signInFlow';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const databaseUrl = process.env.DATABASE_URL;

const database = databaseUrl
  ? await openDatabase({ databaseUrl })
  : await openDatabase({ pglite: await createPglite() });
await runMigrations(database);
await seedDatabase(database.db, { demoAccounts: true });
const db = database.db;
await db.execute(sql`
  insert into aov_skins (hero_id, slug, name, tier, limited)
  select h.id, 'bench-' || i, 'Skin ' || lpad(i::text, 5, '0'),
         (array['A','S','S+','SS','SSS'])[1 + i % 5], i % 7 = 0
  from generate_series(1, 10000 - (select count(*) from aov_skins)) i
  join lateral (select id from aov_heroes order by id offset (i % 32) limit 1) h on true`);
const [{ total }] = (await db.select({ total: count() }).from(aovSkins)) as [{ total: number }];

const app = await buildBenchApp(database);
const token = await signInWithDevLogin(app, 'member@beli.local');

// The page react-admin asks for: tier SS (BENCH_SEARCH adds a substring search), sorted by
// name descending, rows 100–124, with the total counted.
const search = process.env.BENCH_SEARCH;
const query = new URLSearchParams({
  sort: JSON.stringify(['name', 'DESC']),
  range: JSON.stringify([100, 124]),
  filter: JSON.stringify({ tier: 'SS', ...(search && { q: search }) }),
});

const bare = Fastify({ logger: false });
bare.get('/bare', async (_request, reply) => {
  const condition = and(
    eq(aovSkins.tier, 'SS'),
    search
      ? or(ilike(aovSkins.name, `%${search}%`), ilike(aovSkins.slug, `%${search}%`))
      : undefined,
  );
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(aovSkins)
      .where(condition)
      .orderBy(desc(aovSkins.name), desc(aovSkins.id))
      .limit(25)
      .offset(100),
    db.select({ total: count() }).from(aovSkins).where(condition),
  ]);
  reply.header('content-range', `skins 100-${100 + rows.length - 1}/${totals[0]!.total}`);
  return rows;
});

await app.listen({ port: 0, host: '127.0.0.1' });
await bare.listen({ port: 0, host: '127.0.0.1' });
const port = (server: { server: Server }) => (server.server.address() as AddressInfo).port;
const realUrl = `http://127.0.0.1:${port(app)}/api/skins?${query}`;
const bareUrl = `http://127.0.0.1:${port(bare)}/bare`;

const check = await fetch(realUrl, { headers: { authorization: `Bearer ${token}` } });
const bareCheck = await fetch(bareUrl);
const realRows = (await check.json()) as unknown[];
const bareRows = (await bareCheck.json()) as unknown[];
if (check.status !== 200 || realRows.length !== 25 || bareRows.length !== 25) {
  throw new Error(`unexpected answers: ${check.status} ${realRows.length} / ${bareRows.length}`);
}
console.log(`${total} skins on ${database.kind}; page: ${check.headers.get('content-range')}`);

// Rounds interleaved (real, bare; then bare, real; ...) so a slower stretch of the shared machine
// weighs on both; autocannon runs in its own process.
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const routes: { name: string; url: string; headers: Record<string, string> }[] = [
  {
    name: 'real route (auth + validation)',
    url: realUrl,
    headers: { authorization: `Bearer ${token}` },
  },
  { name: 'bare Fastify route', url: bareUrl, headers: {} },
];
for (const route of routes)
  await generateLoad(route.url, { connections, seconds: 1, headers: route.headers });
const results = routes.map(() => [] as LoadResult[]);
const cpuPerRequest = routes.map(() => [] as number[]);
for (let round = 0; round < rounds; round++) {
  const order = round % 2 ? [1, 0] : [0, 1];
  for (const index of order) {
    const route = routes[index]!;
    const cpuBefore = process.cpuUsage();
    const result = await generateLoad(route.url, { connections, seconds, headers: route.headers });
    const cpu = process.cpuUsage(cpuBefore);
    if (result.failed) throw new Error(`${route.name}: ${result.failed} failed requests`);
    results[index]!.push(result);
    // This process serves both routes, one at a time; autocannon is another process.
    cpuPerRequest[index]!.push((cpu.user + cpu.system) / result.total);
  }
  const ratio = results[0]![round]!.perSecond / results[1]![round]!.perSecond;
  console.log(`round ${round + 1}: real / bare ${(ratio * 100).toFixed(1)} %`);
}
console.log(
  `\n${connections} connections, ${seconds} s a round, ${rounds} rounds, Node ${process.version}`,
);
console.table(
  routes.map((route, index) => ({
    route: route.name,
    'req/s (median)': Math.round(median(results[index]!.map((r) => r.perSecond))),
    'p50 ms (median)': median(results[index]!.map((r) => r.p50)),
    'p99 ms (median)': median(results[index]!.map((r) => r.p99)),
    'server CPU µs/request (median)': Math.round(median(cpuPerRequest[index]!)),
  })),
);
const ratios = results[0]!.map((real, round) => real.perSecond / results[1]![round]!.perSecond);
console.log(`real / bare throughput, median of rounds: ${(median(ratios) * 100).toFixed(1)} %`);

await bare.close();
await app.close();
