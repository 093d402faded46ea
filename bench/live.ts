/**
 * `npm run bench:live`: a bank webhook → the member's screen, on the order payment page in
 * Debian's Chromium, with the push channel (GET /api/events) and with it cut (the page's polling
 * fallback, every 2.5 s), BENCH_ROUNDS (default 20) of each interleaved, p50 and p95; then the
 * memory of 1,000 idle streams. One API process on PGlite in a data directory, on its own thread,
 * as `npm start` runs it, serving the app `npm run build` made (dist/). The streams' clients run
 * in the same process: the memory they add is an upper bound of the server's.
 */
import { existsSync, mkdtempSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { buildApp } from '../server/app';
import { openDatabase } from '../server/db/client';
import { runMigrations } from '../server/db/migrate';
import { seedDatabase } from '../server/db/seed';
import { readEnv } from '../server/env';
import { launchBrowser } from '../tests/e2e/support/browser';
import { signInWithDevLogin } from '../tests/support/signInFlow';
import { BENCH_JWT_SECRET } from './support/benchApp';
import { originOf } from './support/bareServer';
import { machineLoad } from './support/machineLoad';

const rounds = Number(process.env.BENCH_ROUNDS ?? 20);
const STREAMS = 1_000;
const WEBHOOK_KEY = 'bench-live-webhook-key-0123456789';
const dist = fileURLToPath(new URL('../dist', import.meta.url));
if (!existsSync(path.join(dist, 'index.html'))) throw new Error('npm run build first (dist/)');
const load = machineLoad();

const dataDir = mkdtempSync(path.join(tmpdir(), 'beli-bench-live-'));
const database = await openDatabase({ dataDir });
await runMigrations(database);
await seedDatabase(database.db, { demoAccounts: true });
const env = readEnv({
  NODE_ENV: 'development',
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
  JWT_SECRET: BENCH_JWT_SECRET,
  RATE_LIMIT_PER_MINUTE: '100000000',
  SERVE_APP: '1',
  PAYMENT_WEBHOOK_KEY: WEBHOOK_KEY,
});
const app = await buildApp({ env, database, distDir: dist });
await app.listen({ port: 0, host: '127.0.0.1' });
const origin = originOf(app.server);
const token = await signInWithDevLogin(app, 'member@beli.local');

async function api(pathname: string, init: RequestInit = {}) {
  const response = await fetch(`${origin}/api${pathname}`, init);
  if (!response.ok) throw new Error(`${pathname}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<Record<string, unknown>>;
}

const newOrder = () =>
  api('/payments/orders', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ amountVnd: 10_000 }),
  }) as Promise<{ id: number; memoCode: string }>;

let bankId = 7_000_000;
const bankPays = (memoCode: string) =>
  api('/payments/webhook', {
    method: 'POST',
    headers: { authorization: `Apikey ${WEBHOOK_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      id: ++bankId,
      gateway: 'MBBank',
      transactionDate: '2026-05-01 10:00:00',
      accountNumber: '0123456789',
      code: null,
      content: `MBVCB.${bankId}.${memoCode}.CT`,
      transferType: 'in',
      transferAmount: 10_000,
      accumulated: 10_000,
      subAccount: null,
      referenceCode: `FT${bankId}`,
      description: '',
    }),
  });

/** Milliseconds from the webhook sent to its answer, and to the page showing the order paid. */
async function webhookToScreen(
  browser: Browser,
  pushed: boolean,
): Promise<{ answered: number; shown: number }> {
  const context = await browser.newContext();
  await context.addInitScript((value) => localStorage.setItem('token', value), token);
  const page = await context.newPage();
  if (!pushed) await page.route('**/api/events', (route) => route.abort());
  const order = await newOrder();
  const streamOpened = pushed && page.waitForResponse('**/api/events');
  await page.goto(`${origin}/app/payment?order=${order.id}`);
  await page.getByTestId('pay-memo').waitFor();
  if (streamOpened) await streamOpened;
  else await page.getByTestId('live-fallback').waitFor();
  const sent = performance.now();
  const [answered] = await Promise.all([
    bankPays(order.memoCode).then(() => performance.now() - sent),
    page.getByTestId('payment-success').waitFor(),
  ]);
  const shown = performance.now() - sent;
  await context.close();
  return { answered, shown };
}

const browser = await launchBrowser();
await webhookToScreen(browser, true);
type Timing = Awaited<ReturnType<typeof webhookToScreen>>;
const times = { pushed: [] as Timing[], polled: [] as Timing[] };
for (let round = 1; round <= rounds; round++) {
  const order = round % 2 ? [true, false] : [false, true];
  for (const pushed of order) {
    times[pushed ? 'pushed' : 'polled'].push(await webhookToScreen(browser, pushed));
  }
  if (round % 5 === 0) console.log(`round ${round}/${rounds} done (${load.now()})`);
}
await browser.close();

/** Opens an idle stream; resolves once it is `ready`. */
const openStream = () =>
  new Promise<http.ClientRequest>((resolve, reject) => {
    const request = http.get(`${origin}/api/events`, {
      headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    });
    request.on('error', reject);
    request.on('response', (response) => {
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        if (chunk.includes('event: ready')) resolve(request);
      });
    });
  });

const settle = async () => {
  globalThis.gc?.();
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  return process.memoryUsage().rss;
};
const before = await settle();
const streams: http.ClientRequest[] = [];
for (let i = 0; i < STREAMS; i += 50) {
  streams.push(...(await Promise.all(Array.from({ length: 50 }, openStream))));
}
const after = await settle();
for (const stream of streams) stream.destroy();
await app.close();

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
console.log(`\nWebhook → order page shows it paid, ${rounds} rounds each, ${load.range()}`);
console.log('| channel | shown p50 ms | shown p95 ms | webhook answered p50 ms |');
console.log('|---|---:|---:|---:|');
for (const [name, values] of [
  ['pushed (GET /api/events)', times.pushed],
  ['polled every 2.5 s (channel cut)', times.polled],
] as const) {
  const shown = values.map((t) => t.shown);
  const answered = values.map((t) => t.answered);
  console.log(
    `| ${name} | ${percentile(shown, 50).toFixed(0)} | ${percentile(shown, 95).toFixed(0)} | ${percentile(answered, 50).toFixed(0)} |`,
  );
}
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
console.log(
  `\n${STREAMS} idle streams: RSS ${mb(before)} → ${mb(after)} MB (+${mb(after - before)} MB, server and clients in one process), ${load.now()}`,
);
