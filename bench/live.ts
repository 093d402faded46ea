/**
 * `npm run bench:live`: a bank webhook → the member's screen, on the order payment page in
 * Debian's Chromium, with the push channel (GET /api/events) and with it cut (the page's polling
 * fallback, every 2.5 s), BENCH_ROUNDS (default 20) of each interleaved, p50 and p95; then the
 * memory of 1,000 idle streams. BENCH_TARGET `pglite` (the default): one API process on PGlite
 * in a data directory, on its own thread, as `npm start` runs it, serving the app `npm run build`
 * made (dist/); the streams' clients run in the same process, so the memory they add is an upper
 * bound of the server's. BENCH_TARGET `postgres`: two processes of the build on a new PostgreSQL
 * database (TEST_DATABASE_URL's server), the webhook sent to one, the page served by the other;
 * no memory figure.
 */
import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../tests/e2e/support/browser';
import { sepayEvent, sendSepayWebhook } from '../tests/support/sepayWebhook';
import { oneProcessOnPglite, twoProcessesOnPostgres } from './support/liveServers';
import { machineLoad } from './support/machineLoad';

const rounds = Number(process.env.BENCH_ROUNDS ?? 20);
const target = process.env.BENCH_TARGET ?? 'pglite';
const STREAMS = 1_000;
const WEBHOOK_KEY = 'bench-live-webhook-key-0123456789';
const dist = fileURLToPath(new URL('../dist', import.meta.url));
if (!existsSync(path.join(dist, 'index.html'))) throw new Error('npm run build first (dist/)');
if (target !== 'pglite' && target !== 'postgres') {
  throw new Error(`BENCH_TARGET: pglite or postgres, not ${target}`);
}
const load = machineLoad();

const servers =
  target === 'pglite'
    ? await oneProcessOnPglite(WEBHOOK_KEY, dist)
    : await twoProcessesOnPostgres(WEBHOOK_KEY);
const { pageOrigin, webhookOrigin, token } = servers;

async function api(pathname: string, init: RequestInit = {}, origin = pageOrigin) {
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

async function bankPays(memoCode: string) {
  const event = sepayEvent({ transferAmount: 10_000, accumulated: 10_000 });
  const content = `MBVCB.${event.id}.${memoCode}.CT`;
  const body = { ...event, content, referenceCode: `FT${event.id}` };
  const response = await sendSepayWebhook(webhookOrigin, WEBHOOK_KEY, body);
  if (!response.ok) throw new Error(`webhook: ${response.status} ${await response.text()}`);
}

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
  await page.goto(`${pageOrigin}/app/payment?order=${order.id}`);
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
    const request = http.get(`${pageOrigin}/api/events`, {
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

/** This process's RSS before and after opening the idle streams (their server runs in it). */
async function idleStreamsRss() {
  const before = await settle();
  const streams: http.ClientRequest[] = [];
  for (let i = 0; i < STREAMS; i += 50) {
    streams.push(...(await Promise.all(Array.from({ length: 50 }, openStream))));
  }
  const after = await settle();
  for (const stream of streams) stream.destroy();
  return { before, after };
}
const rss = servers.inProcess ? await idleStreamsRss() : null;
await servers.close();

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
console.log(
  `\nWebhook → order page shows it paid, ${servers.label}, ${rounds} rounds each, ${load.range()}`,
);
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
if (rss) {
  const { before, after } = rss;
  console.log(
    `\n${STREAMS} idle streams: RSS ${mb(before)} → ${mb(after)} MB (+${mb(after - before)} MB, server and clients in one process), ${load.now()}`,
  );
}
