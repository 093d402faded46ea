/**
 * `npm run bench:ledger`: transfers per second over HTTP with 16 clients against the real
 * server on PostgreSQL, beside pgbench's built-in TPC-B-like figure on the same server.
 * Uses BENCH_DATABASE_URL (default TEST_DATABASE_URL, then postgres://postgres@127.0.0.1:5432/test)
 * only to create and drop two scratch databases.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { signInOverHttp, startChildServer } from '../tests/support/childServer';

const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const CLIENTS = 16;
const SECONDS = 10;
const USERS = 32;

const urlOf = (name: string) => Object.assign(new URL(ADMIN_URL), { pathname: `/${name}` }).href;

async function withScratchDatabases<T>(work: (app: string, tpcb: string) => Promise<T>) {
  const suffix = randomBytes(3).toString('hex');
  const names = [`beli_bench_${suffix}`, `beli_pgbench_${suffix}`] as const;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    for (const name of names) await admin.query(`create database ${name}`);
    return await work(urlOf(names[0]), urlOf(names[1]));
  } finally {
    for (const name of names) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

async function transfersPerSecond(databaseUrl: string) {
  const server = await startChildServer({ DATABASE_URL: databaseUrl, LOG_LEVEL: 'error' });
  try {
    const call = async (token: string, path: string, body?: unknown) => {
      const response = await fetch(`${server.url}${path}`, {
        method: body ? 'POST' : 'GET',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'idempotency-key': randomUUID(),
        },
        body: body ? JSON.stringify(body) : null,
      });
      return (await response.json()) as { data: Record<string, unknown> };
    };
    const admin = await signInOverHttp(server.url, 'admin@beli.local');
    const people: { email: string; token: string }[] = [];
    for (let i = 0; i < USERS; i++) {
      const email = `bench${i}@beli.local`;
      const token = await signInOverHttp(server.url, email);
      const me = await call(token, '/api/users/me');
      await call(admin, `/api/wallets/${me.data.walletId}/adjust`, {
        direction: 'credit',
        amount: 1_000_000_000,
        reason: 'bench',
      });
      people.push({ email, token });
    }
    const pick = () => people[Math.floor(Math.random() * people.length)]!;
    const result = await autocannon({
      url: server.url,
      connections: CLIENTS,
      duration: SECONDS,
      requests: [
        {
          method: 'POST',
          path: '/api/wallets/transfer',
          setupRequest: (request) => {
            const from = pick();
            let to = pick();
            while (to === from) to = pick();
            return {
              ...request,
              headers: {
                authorization: `Bearer ${from.token}`,
                'content-type': 'application/json',
                'idempotency-key': randomUUID(),
              },
              body: JSON.stringify({
                toEmail: to.email,
                amount: 1 + Math.floor(Math.random() * 100),
              }),
            };
          },
        },
      ],
    });
    const check = await call(admin, '/api/ledger/check');
    return {
      perSecond: result['2xx'] / result.duration,
      ok: result['2xx'],
      failed: result.non2xx + result.errors + result.timeouts,
      p50: result.latency.p50,
      p99: result.latency.p99,
      ledgerOk: check.data.ok === true,
    };
  } finally {
    await server.stop('SIGTERM');
  }
}

function pgbenchTps(databaseUrl: string): number {
  execFileSync('pgbench', ['-i', '-q', databaseUrl], { stdio: 'ignore' });
  const output = execFileSync(
    'pgbench',
    ['-c', String(CLIENTS), '-j', '2', '-T', String(SECONDS), databaseUrl],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
  );
  const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(output);
  if (!tps) throw new Error(`pgbench printed no tps:\n${output}`);
  return Number(tps[1]);
}

await withScratchDatabases(async (appDatabase, tpcbDatabase) => {
  const http = await transfersPerSecond(appDatabase);
  const tpcb = pgbenchTps(tpcbDatabase);
  const round = (n: number) => n.toFixed(1);
  console.log(`
BELI ledger benchmark (${CLIENTS} clients, ${SECONDS} s each, PostgreSQL at ${new URL(ADMIN_URL).host})
  transfers over HTTP:        ${round(http.perSecond)} /s  (${http.ok} answered 2xx, ${http.failed} failed; latency p50 ${http.p50} ms, p99 ${http.p99} ms; ledger check ${http.ledgerOk ? 'ok' : 'FAILED'})
  pgbench TPC-B-like:         ${round(tpcb)} tps
  ratio HTTP / pgbench:       ${(http.perSecond / tpcb).toFixed(3)}
`);
  if (!http.ledgerOk || http.failed > 0) process.exitCode = 1;
});
