/**
 * `npm run bench:ledger`: transfers per second over HTTP with 16 clients against the real
 * server on PostgreSQL (a child process), beside pgbench's built-in TPC-B-like figure on the same
 * server, in interleaved rounds (BENCH_ROUNDS, default 3), medians. pgbench runs at scale 16, as
 * many branches as clients (its documentation asks for scale >= clients: at scale 1 every TPC-B
 * transaction waits for the one branch row, which makes the peer slow, not the portal fast).
 * Each side's CPU a transaction is counted whole: Node's and autocannon's, or pgbench's, and the
 * PostgreSQL backends' (their ratio is what two CPU-bound runs on the same cores can give).
 * Uses BENCH_DATABASE_URL (default TEST_DATABASE_URL, then postgres://postgres@127.0.0.1:5432/test)
 * only to create and drop two scratch databases.
 */
import { execFile, execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { signInOverHttp, startChildServer } from '../tests/support/childServer';
import { apiCall } from './support/apiCall';
import { median } from './support/loadGenerator';
import { machineLoad } from './support/machineLoad';
import { databaseCpuMeter } from './support/databaseCpu';
import { childrenCpuMs, cpuMsOf } from './support/processCpu';
import { BENCH_ADMIN_URL, withScratchDatabases } from './support/scratchDatabases';

const CLIENTS = 16;
const PGBENCH_SCALE = CLIENTS;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const USERS = 32;

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const load = machineLoad();

interface TransferRound {
  perSecond: number;
  ok: number;
  failed: number;
  p50: number;
  p99: number;
  /** CPU time per answered transfer, in ms: the server process's, its database backends', autocannon's. */
  cpu: { server: number; database: number; client: number };
}

interface TpcbRound {
  tps: number;
  /** CPU time per TPC-B transaction, in ms: the backends', pgbench's own. */
  cpu: { database: number; client: number };
}

const databaseNameOf = (url: string) => new URL(url).pathname.slice(1);

/** The real server as a child process, USERS members with money, and a way to run one round. */
async function startTransferServer(databaseUrl: string, observer: pg.Client) {
  const databaseCpu = await databaseCpuMeter(observer, databaseNameOf(databaseUrl));
  const server = await startChildServer({ DATABASE_URL: databaseUrl, LOG_LEVEL: 'error' });
  const call = async (token: string, path: string, body?: unknown) => {
    const response = await apiCall(server.url, token, path, body);
    return (await response.json()) as { data: Record<string, unknown> };
  };
  const admin = await signInOverHttp(server, 'admin@beli.local');
  const people: { email: string; token: string }[] = [];
  for (let i = 0; i < USERS; i++) {
    const email = `bench${i}@beli.local`;
    const token = await signInOverHttp(server, email);
    const me = await call(token, '/api/users/me');
    await call(admin, `/api/wallets/${me.data.walletId}/adjust`, {
      direction: 'credit',
      amount: 1_000_000_000,
      reason: 'bench',
    });
    people.push({ email, token });
  }
  const pick = () => people[Math.floor(Math.random() * people.length)]!;
  const pid = server.process.pid!;

  async function round(seconds: number): Promise<TransferRound> {
    const serverBefore = cpuMsOf(pid);
    const clientBefore = process.cpuUsage();
    const databaseUsed = await databaseCpu.start();
    const result = await autocannon({
      url: server.url,
      connections: CLIENTS,
      duration: seconds,
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
    const client = process.cpuUsage(clientBefore);
    const transfers = Math.max(1, result['2xx']);
    return {
      perSecond: result['2xx'] / result.duration,
      ok: result['2xx'],
      failed: result.non2xx + result.errors + result.timeouts,
      p50: result.latency.p50,
      p99: result.latency.p99,
      cpu: {
        server: (cpuMsOf(pid) - serverBefore) / transfers,
        database: (await databaseUsed()) / transfers,
        client: (client.user + client.system) / 1000 / transfers,
      },
    };
  }
  const ledgerOk = async () => (await call(admin, '/api/ledger/check')).data.ok === true;
  return { round, ledgerOk, stop: () => server.stop('SIGTERM') };
}

function pgbenchInit(databaseUrl: string) {
  execFileSync('pgbench', ['-i', '-q', '-s', String(PGBENCH_SCALE), databaseUrl], {
    stdio: 'ignore',
  });
}

/** pgbench's TPC-B-like run for `seconds`, with what it and its backends spent a transaction. */
async function pgbenchRound(databaseUrl: string, observer: pg.Client, seconds: number) {
  const databaseCpu = await databaseCpuMeter(observer, databaseNameOf(databaseUrl));
  const clientBefore = childrenCpuMs();
  const args = ['-c', String(CLIENTS), '-j', '2', '-T', String(seconds), databaseUrl];
  const { result, cpuMs } = await databaseCpu.during(promisify(execFile)('pgbench', args));
  const output = result.stdout;
  const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(output);
  const processed = /number of transactions actually processed: (\d+)/.exec(output);
  if (!tps || !processed) throw new Error(`pgbench printed no tps:\n${output}`);
  const transactions = Number(processed[1]);
  return {
    tps: Number(tps[1]),
    cpu: {
      database: cpuMs / transactions,
      client: (childrenCpuMs() - clientBefore) / transactions,
    },
  } satisfies TpcbRound;
}

const cpuLine = (cpu: Record<string, number>) =>
  Object.entries(cpu)
    .map(([part, ms]) => `${part} ${ms.toFixed(2)}`)
    .join(' + ');
const cpuTotal = (cpu: Record<string, number>) =>
  Object.values(cpu).reduce((sum, ms) => sum + ms, 0);

/** The median of each part of the rounds' CPU a transfer (or a TPC-B transaction). */
const medianCpu = <Cpu extends Record<string, number>>(cpus: Cpu[]): Cpu =>
  Object.fromEntries(
    Object.keys(cpus[0]!).map((part) => [part, median(cpus.map((cpu) => cpu[part]!))]),
  ) as Cpu;

await withScratchDatabases(['bench', 'pgbench'], async (appDatabase, tpcbDatabase) => {
  const observer = new pg.Client({ connectionString: BENCH_ADMIN_URL });
  await observer.connect();
  const transfers = await startTransferServer(appDatabase, observer);
  pgbenchInit(tpcbDatabase);
  const rounds: { http: TransferRound; tpcb: TpcbRound }[] = [];
  const tpcbRound = () => pgbenchRound(tpcbDatabase, observer, SECONDS);
  try {
    await transfers.round(2);
    for (let i = 0; i < ROUNDS; i++) {
      // Interleaved, each first in turn, so a busier stretch of the machine weighs on both.
      const httpFirst = i % 2 === 0;
      const tpcbBefore = httpFirst ? null : await tpcbRound();
      const http = await transfers.round(SECONDS);
      const tpcb = tpcbBefore ?? (await tpcbRound());
      rounds.push({ http, tpcb });
      console.log(
        `round ${i + 1}: ${http.perSecond.toFixed(1)} transfers/s (${http.failed} failed, p50 ${http.p50} ms, p99 ${http.p99} ms; CPU ms a transfer: ${cpuLine(http.cpu)}), pgbench ${tpcb.tps.toFixed(1)} tps (CPU ms a transaction: ${cpuLine(tpcb.cpu)}), ratio ${(http.perSecond / tpcb.tps).toFixed(3)} (${load.now()})`,
      );
    }
    const ledgerOk = await transfers.ledgerOk();
    const http = median(rounds.map((r) => r.http.perSecond));
    const tpcb = median(rounds.map((r) => r.tpcb.tps));
    const httpCpu = medianCpu(rounds.map((r) => r.http.cpu));
    const tpcbCpu = medianCpu(rounds.map((r) => r.tpcb.cpu));
    const failed = rounds.reduce((sum, r) => sum + r.http.failed, 0);
    console.log(`
BELI ledger benchmark (${CLIENTS} clients, ${ROUNDS} rounds of ${SECONDS} s each, PostgreSQL at ${new URL(BENCH_ADMIN_URL).host}, ${load.range()}), medians
  transfers over HTTP:        ${http.toFixed(1)} /s  (${failed} failed in all; ledger check ${ledgerOk ? 'ok' : 'FAILED'})
    CPU ms a transfer:        ${cpuLine(httpCpu)} = ${cpuTotal(httpCpu).toFixed(2)}
  pgbench TPC-B-like:         ${tpcb.toFixed(1)} tps (scale ${PGBENCH_SCALE})
    CPU ms a transaction:     ${cpuLine(tpcbCpu)} = ${cpuTotal(tpcbCpu).toFixed(2)}
  ratio HTTP / pgbench:       ${median(rounds.map((r) => r.http.perSecond / r.tpcb.tps)).toFixed(3)} (median of the rounds' ratios)
  ratio of CPU a transaction: ${(cpuTotal(tpcbCpu) / cpuTotal(httpCpu)).toFixed(3)} (TPC-B's / a transfer's: the ratio two CPU-bound runs on the same cores would give)
`);
    if (!ledgerOk || failed > 0) process.exitCode = 1;
  } finally {
    await transfers.stop();
    await observer.end();
  }
});
