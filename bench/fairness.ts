/**
 * npm run bench:fairness — the real server in its own process (PGlite in a fresh DATA_DIR, or
 * DATABASE_URL). One member's paid ghep-anh-2 task is timed on the idle server and while
 * BENCH_FLOOD_MEMBERS other members flood free sample tasks and previews, each as fast as their
 * own limits allow (bench/support/freeFlood.ts: the flood reaches the compositions, not the rate
 * limit), in interleaved rounds (BENCH_ROUNDS). Prints the paid task's medians and the median of
 * the rounds' ratios (goal: within 2x) with the machine's load, what the flood was answered, and
 * the server's peak RSS (goal: under 1 GB), after its first start's own (goal: under 700 MB).
 * Then one member sends BENCH_BURST_RUNS (8) ghep-anh runs of the largest size at once: how they
 * were answered and the peak RSS again (goal: under 1 GB).
 */
import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { signInOverHttp, startChildServer } from '../tests/support/childServer';
import { tempDir } from '../tests/support/testEnv';
import { startFreeFlood } from './support/freeFlood';
import { machineLoad } from './support/machineLoad';
import { LARGEST_RUN, paidRunBurst } from './support/paidRunBurst';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const FLOOD_MEMBERS = Number(process.env.BENCH_FLOOD_MEMBERS ?? 8);
const PREVIEWS_PER_MINUTE = 10;
const BURST_RUNS = Number(process.env.BENCH_BURST_RUNS ?? 8);
const PAID = { tiles: 60, tileSize: 256 };

const load = machineLoad();
const server = await startChildServer({
  PREVIEWS_PER_MINUTE: String(PREVIEWS_PER_MINUTE),
  ...(process.env.DATABASE_URL
    ? { DATABASE_URL: process.env.DATABASE_URL }
    : { DATA_DIR: tempDir('bench-fairness') }),
});
const peakRss = () =>
  Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${server.process.pid}/status`, 'utf8'))![1]) *
  1024;
/** The first start on an empty database: migrations, seed and, on PGlite, its initdb. */
const firstStartPeak = peakRss();
/** Start-up (a fresh database's migrations and seed) has its own peak; the bench's starts here. */
const resetPeakRss = () => writeFileSync(`/proc/${server.process.pid}/clear_refs`, '5');

const post = (path: string, token: string, body: unknown = {}) =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'idempotency-key': randomUUID(),
    },
    body: JSON.stringify(body),
  });
const get = async <T>(path: string, token: string): Promise<T> =>
  (await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}` } })).json();

const admin = await signInOverHttp(server, 'admin@beli.local');
const payer = await signInOverHttp(server, 'member@beli.local');
const { walletId } = (await get<{ data: { walletId: number } }>('/api/users/me', payer)).data;
await fetch(`${server.url}/api/wallets/${walletId}/adjust`, {
  method: 'POST',
  headers: {
    authorization: `Bearer ${admin}`,
    'content-type': 'application/json',
    'idempotency-key': randomUUID(),
  },
  body: JSON.stringify({ direction: 'credit', amount: 100_000, reason: 'Đo công bằng' }),
});
const tool = (await get<{ id: number; type: string }[]>('/api/tools', payer)).find(
  (t) => t.type === 'ghep-anh-2',
)!;
const range = encodeURIComponent(JSON.stringify([0, PAID.tiles - 1]));
const skinIds = (await get<{ id: number }[]>(`/api/skins?range=${range}`, payer)).map((s) => s.id);

/** POST the paid task, then follow it as its page does until it is done: whole and queued ms. */
async function paidTask(): Promise<PaidTime> {
  const start = performance.now();
  const created = await post(`/api/tools/${tool.id}/tasks`, payer, {
    skinIds,
    options: { columns: 10, tileSize: PAID.tileSize },
  });
  if (created.status !== 201)
    throw new Error(`paid task: ${created.status} ${await created.text()}`);
  const { id } = (await created.json()).data;
  for (;;) {
    const task = (await get<{ data: TaskTimes }>(`/api/tasks/${id}`, payer)).data;
    if (task.status === 'succeeded') {
      const queued = Date.parse(task.startedAt) - Date.parse(task.createdAt);
      return { total: performance.now() - start, queued };
    }
    if (task.status === 'failed') throw new Error(`paid task ${id} failed`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

interface TaskTimes {
  status: string;
  createdAt: string;
  startedAt: string;
}
interface PaidTime {
  total: number;
  queued: number;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

await paidTask(); // warm-up
const startPeak = peakRss();
resetPeakRss();

const flooders = await Promise.all(
  Array.from({ length: FLOOD_MEMBERS }, (_, i) => signInOverHttp(server, `tran.ap${i}@beli.local`)),
);
const floodTarget = {
  url: server.url,
  toolId: tool.id,
  skinIds: skinIds.slice(0, 24),
  previewsPerMinute: PREVIEWS_PER_MINUTE,
};
const answers = new Map<string, number>();
async function underFlood(): Promise<PaidTime> {
  const flood = startFreeFlood(floodTarget, flooders, answers);
  await new Promise((resolve) => setTimeout(resolve, flood.steadyAfterMs));
  const time = await paidTask();
  await flood.stop();
  return time;
}

// Interleaved (idle, flood; then flood, idle; ...) so a busier stretch of the machine weighs on both.
const idle: PaidTime[] = [];
const busy: PaidTime[] = [];
for (let round = 0; round < ROUNDS; round++) {
  for (const flooded of round % 2 ? [true, false] : [false, true]) {
    if (flooded) busy.push(await underFlood());
    else idle.push(await paidTask());
  }
  const ratio = busy[round]!.total / idle[round]!.total;
  console.log(`round ${round + 1}: flood / idle ${ratio.toFixed(2)}x (${load.now()})`);
}
const peak = peakRss();

resetPeakRss();
const burst = await paidRunBurst(server.url, payer, BURST_RUNS);
const burstPeak = peakRss();
await server.stop('SIGTERM');

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
console.log(
  `tác vụ trả phí ghép-anh-2 (${PAID.tiles} ô ${PAID.tileSize} px), trung vị ${ROUNDS} lượt, ` +
    `${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}:`,
);
console.log(
  `  khởi động lần đầu (cơ sở dữ liệu trống), RSS cao nhất của máy chủ: ${mb(firstStartPeak)} ` +
    '(mục tiêu < 700 MB)',
);
const medianOf = (times: PaidTime[]) => ({
  total: median(times.map((t) => t.total)),
  queued: median(times.map((t) => t.queued)),
});
const line = (label: string, { total, queued }: PaidTime) =>
  console.log(
    `  ${label.padEnd(28)} ${total.toFixed(0)} ms (chờ hàng đợi ${queued.toFixed(0)} ms)`,
  );
line('máy rảnh:', medianOf(idle));
line(`giữa lúc ${FLOOD_MEMBERS} thành viên spam:`, medianOf(busy));
const ratios = busy.map((time, round) => time.total / idle[round]!.total);
console.log(
  `  tỉ lệ (trung vị các lượt xen kẽ): ${median(ratios).toFixed(2)}x (mục tiêu ≤ 2x), ${load.range()}`,
);
console.log(`  RSS cao nhất của máy chủ:  ${mb(peak)} (mục tiêu < 1024 MB)`);
console.log(`  (lúc khởi động và lượt khởi động: ${mb(startPeak)})`);
console.log(
  `  trả lời cho lượt spam (mỗi thành viên trong giới hạn của mình, ${PREVIEWS_PER_MINUTE} xem trước/phút):`,
);
for (const [key, n] of [...answers].sort()) console.log(`    ${key}: ${n}`);
const burstAnswers = [...burst.answers].map(([status, n]) => `${status} × ${n}`).join(', ');
console.log(
  `${BURST_RUNS} lần ghép ảnh cỡ lớn nhất (${LARGEST_RUN.tiles} ô ${LARGEST_RUN.tileSize} px) ` +
    `cùng lúc của một thành viên: ${burstAnswers} trong ${(burst.ms / 1000).toFixed(1)} s`,
);
console.log(`  RSS cao nhất của máy chủ:  ${mb(burstPeak)} (mục tiêu < 1024 MB)`);
