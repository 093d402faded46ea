/**
 * `npm run bench:ledger`: transfers per second over HTTP with 16 clients against the real
 * server on PostgreSQL (a child process), beside pgbench's built-in TPC-B-like figure on the same
 * server, in interleaved rounds (BENCH_ROUNDS, default 3), medians. pgbench runs at scale 16, as
 * many branches as clients (its documentation asks for scale >= clients: at scale 1 every TPC-B
 * transaction waits for the one branch row, which makes the peer slow, not the portal fast).
 * Uses BENCH_DATABASE_URL (default TEST_DATABASE_URL, then postgres://postgres@127.0.0.1:5432/test)
 * only to create and drop two scratch databases.
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { signInOverHttp, startChildServer } from '../tests/support/childServer';
import { apiCall } from './support/apiCall';
import { median } from './support/loadGenerator';
import { machineLoad } from './support/machineLoad';
import { cpuMsOf } from './support/processCpu';
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
  /** The server process's CPU time per answered transfer, in ms. */
  cpuMsPerTransfer: number;
}

/** The real server as a child process, USERS members with money, and a way to run one round. */
async function startTransferServer(databaseUrl: string) {
  const server = await startChildServer({ DATABASE_URL: databaseUrl, LOG_LEVEL: 'error' });
  const call = async (token: string, path: string, body?: unknown) => {
    const response = await apiCall(server.url, token, path, body);
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
  const pid = server.process.pid!;

  async function round(seconds: number): Promise<TransferRound> {
    const cpuBefore = cpuMsOf(pid);
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
    return {
      perSecond: result['2xx'] / result.duration,
      ok: result['2xx'],
      failed: result.non2xx + result.errors + result.timeouts,
      p50: result.latency.p50,
      p99: result.latency.p99,
      cpuMsPerTransfer: (cpuMsOf(pid) - cpuBefore) / Math.max(1, result['2xx']),
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

function pgbenchTps(databaseUrl: string, seconds: number): number {
  const output = execFileSync(
    'pgbench',
    ['-c', String(CLIENTS), '-j', '2', '-T', String(seconds), databaseUrl],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
  );
  const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(output);
  if (!tps) throw new Error(`pgbench printed no tps:\n${output}`);
  return Number(tps[1]);
}

await withScratchDatabases(['bench', 'pgbench'], async (appDatabase, tpcbDatabase) => {
  const transfers = await startTransferServer(appDatabase);
  pgbenchInit(tpcbDatabase);
  const rounds: { http: TransferRound; tpcb: number }[] = [];
  try {
    await transfers.round(2);
    for (let i = 0; i < ROUNDS; i++) {
      // Interleaved, each first in turn, so a busier stretch of the machine weighs on both.
      const httpFirst = i % 2 === 0;
      const tpcbBefore = httpFirst ? null : pgbenchTps(tpcbDatabase, SECONDS);
      const http = await transfers.round(SECONDS);
      const tpcb = tpcbBefore ?? pgbenchTps(tpcbDatabase, SECONDS);
      rounds.push({ http, tpcb });
      console.log(
        `round ${i + 1}: ${http.perSecond.toFixed(1)} transfers/s (${http.failed} failed, p50 ${http.p50} ms, p99 ${http.p99} ms, server CPU ${http.cpuMsPerTransfer.toFixed(2)} ms a transfer), pgbench ${tpcb.toFixed(1)} tps, ratio ${(http.perSecond / tpcb).toFixed(3)} (${load.now()})`,
      );
    }
    const ledgerOk = await transfers.ledgerOk();
    const http = median(rounds.map((r) => r.http.perSecond));
    const tpcb = median(rounds.map((r) => r.tpcb));
    const failed = rounds.reduce((sum, r) => sum + r.http.failed, 0);
    console.log(`
BELI ledger benchmark (${CLIENTS} clients, ${ROUNDS} rounds of ${SECONDS} s each, PostgreSQL at ${new URL(BENCH_ADMIN_URL).host}, ${load.range()}), medians
  transfers over HTTP:        ${http.toFixed(1)} /s  (${failed} failed in all; server CPU ${median(rounds.map((r) => r.http.cpuMsPerTransfer)).toFixed(2)} ms a transfer; ledger check ${ledgerOk ? 'ok' : 'FAILED'})
  pgbench TPC-B-like:         ${tpcb.toFixed(1)} tps (scale ${PGBENCH_SCALE})
  ratio HTTP / pgbench:       ${median(rounds.map((r) => r.http.perSecond / r.tpcb)).toFixed(3)} (median of the rounds' ratios)
`);
    if (!ledgerOk || failed > 0) process.exitCode = 1;
  } finally {
    await transfers.stop();
  }
});
