/**
 * `npm run bench:live`: a bank webhook → the member's screen, on the order payment page in
 * Debian's Chromium, with the push channel (GET /api/events) and with it cut (the page's polling
 * fallback, every 2.5 s), BENCH_ROUNDS (default 20) of each interleaved, p50 and p95, and where
 * the pushed time goes, stage by stage; then the memory of 1,000 idle streams. BENCH_TARGET
 * `pglite` (the default): one API process on PGlite in a data directory, on its own thread, as
 * `npm start` runs it, serving the app `npm run build` made (dist/); the streams' clients run in
 * the same process, so the memory they add is an upper bound of the server's. BENCH_TARGET
 * `postgres`: two processes of the build on a new PostgreSQL database (TEST_DATABASE_URL's
 * server), the page served by one, the webhook sent to the other or, compared in the same run,
 * to the page's own; no memory figure.
 */
import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { SseParser } from '../src/providers/sseParser';
import { launchBrowser } from '../tests/e2e/support/browser';
import { sepayEvent, sendSepayWebhook } from '../tests/support/sepayWebhook';
import { oneProcessOnPglite, twoProcessesOnPostgres } from './support/liveServers';
import { machineLoad } from './support/machineLoad';
import { pageStages, stampPageStages } from './support/pageStages';

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
const { pageOrigin, token } = servers;

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

async function bankPays(webhookOrigin: string, memoCode: string) {
  const event = sepayEvent({ transferAmount: 10_000, accumulated: 10_000 });
  const content = `MBVCB.${event.id}.${memoCode}.CT`;
  const body = { ...event, content, referenceCode: `FT${event.id}` };
  const response = await sendSepayWebhook(webhookOrigin, WEBHOOK_KEY, body);
  if (!response.ok) throw new Error(`webhook: ${response.status} ${await response.text()}`);
}

/** Opens a stream of the member's; resolves once it is `ready`, then hands on each event. */
const openStream = (onEvent: (kind: string, data: Record<string, unknown>) => void = () => {}) =>
  new Promise<http.ClientRequest>((resolve, reject) => {
    const request = http.get(`${pageOrigin}/api/events`, {
      headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    });
    request.on('error', reject);
    request.on('response', (response) => {
      const parser = new SseParser();
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        for (const { kind, data } of parser.push(chunk)) {
          if (kind === 'ready') resolve(request);
          else if (data) onEvent(kind, JSON.parse(data) as Record<string, unknown>);
        }
      });
    });
  });

const now = () => performance.timeOrigin + performance.now();
/** When each order's paid event was heard on the channel, and read from the page's process. */
const heard = new Map<number, number>();
const streamed = new Map<number, number>();
const paidOrderOf = (payload: string) => {
  const event = JSON.parse(payload) as { kind?: string; id?: number; status?: string };
  return event.kind === 'order' && event.status === 'paid' ? event.id : undefined;
};
await servers.listen?.((payload) => {
  const id = paidOrderOf(payload);
  if (id !== undefined) heard.set(id, now());
});
const stampingStream = await openStream((kind, data) => {
  if (kind === 'order') streamed.set(Number(data.id), now());
});

/** One round's stamps, in milliseconds after the webhook was sent. */
interface Round {
  answered: number;
  heard: number;
  streamed: number;
  received: number;
  rendered: number;
  frame: number;
  drawn: number;
  shown: number;
  /** The requests the page started from the webhook sent to the order drawn. */
  followUps: string[];
}

/** One payment, from the webhook sent to `webhookOrigin` to the page showing it paid. */
async function webhookToScreen(
  browser: Browser,
  webhookOrigin: string,
  pushed: boolean,
): Promise<Round> {
  const context = await browser.newContext();
  await context.addInitScript((value) => localStorage.setItem('token', value), token);
  const page = await context.newPage();
  await stampPageStages(page);
  if (!pushed) await page.route('**/api/events', (route) => route.abort());
  const order = await newOrder();
  const streamOpened = pushed && page.waitForResponse('**/api/events');
  await page.goto(`${pageOrigin}/app/payment?order=${order.id}`);
  await page.getByTestId('pay-memo').waitFor();
  if (streamOpened) await streamOpened;
  else await page.getByTestId('live-fallback').waitFor();
  const shownInPage = pageStages(page);
  const sent = now();
  const [answered, stages] = await Promise.all([
    bankPays(webhookOrigin, order.memoCode).then(now),
    shownInPage.then((stamps) => ({ ...stamps, shown: now() })),
  ]);
  await context.close();
  const after = (at: number | undefined) => (at ?? Number.NaN) - sent;
  return {
    answered: after(answered),
    heard: after(heard.get(order.id)),
    streamed: after(streamed.get(order.id)),
    received: after(stages.received),
    rendered: after(stages.rendered),
    frame: after(stages.frame),
    drawn: after(stages.drawn),
    shown: after(stages.shown),
    followUps: stages.requests
      .filter(({ at }) => at >= sent && at <= stages.drawn)
      .map(({ url }) => url),
  };
}

/** What is compared, as often each, interleaved: pushed from each webhook origin, then polled. */
const ways = [
  ...servers.webhookOrigins.map((origin) => ({ ...origin, pushed: true })),
  { ...servers.webhookOrigins[0]!, pushed: false },
].map((way) => ({ ...way, rounds: [] as Round[] }));

const browser = await launchBrowser();
await webhookToScreen(browser, ways[0]!.origin, true);
for (let round = 1; round <= rounds; round++) {
  for (let i = 0; i < ways.length; i++) {
    const way = ways[(round + i) % ways.length]!;
    way.rounds.push(await webhookToScreen(browser, way.origin, way.pushed));
  }
  if (round % 5 === 0) console.log(`round ${round}/${rounds} done (${load.now()})`);
}
await browser.close();
stampingStream.destroy();

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
/** Whole milliseconds, a rounded −0.4 written 0. */
const ms = (values: number[], p: number) => (Math.round(percentile(values, p)) + 0).toFixed(0);
const channelOf = (pushed: boolean) =>
  pushed ? 'pushed (GET /api/events)' : 'polled every 2.5 s (channel cut)';

console.log(
  `\nWebhook → order page shows it paid and the new balance, ${servers.label}, ${rounds} rounds each, ${load.range()}`,
);
console.log('| webhook | channel | shown p50 ms | shown p95 ms | webhook answered p50 ms |');
console.log('|---|---|---:|---:|---:|');
for (const { label, pushed, rounds: done } of ways) {
  const shown = done.map((r) => r.shown);
  const answered = done.map((r) => r.answered);
  console.log(
    `| ${label} | ${channelOf(pushed)} | ${ms(shown, 50)} | ${ms(shown, 95)} | ${ms(answered, 50)} |`,
  );
}

/** The pushed payment's way, stage after stage; each step is measured from the one before. */
const STAGES = [
  ['heard', "the webhook's transaction committed: heard on the channel by a LISTEN of the bench's"],
  ['streamed', "the page's process wrote the event: read by a stream of the bench's"],
  ['received', "the event read by the page's JavaScript"],
  ['rendered', 'the paid order and the new balance in the document (React)'],
  ['frame', 'the next frame begins (requestAnimationFrame)'],
  ['drawn', 'that frame drawn (the task after it)'],
  ['shown', 'seen by the bench (Playwright)'],
] as const;
for (const { label, rounds: done } of ways.filter((way) => way.pushed)) {
  console.log(`\nWhere the pushed time goes, ${label} (ms after the webhook was sent)`);
  console.log('| stage | p50 | p95 | step p50 | step p95 |');
  console.log('|---|---:|---:|---:|---:|');
  const stamped = STAGES.filter(([stage]) => done.some((r) => !Number.isNaN(r[stage])));
  stamped.forEach(([stage, name], i) => {
    const at = done.map((r) => r[stage]);
    const step = done.map((r) => r[stage] - (i ? r[stamped[i - 1]![0]] : 0));
    console.log(`| ${name} | ${ms(at, 50)} | ${ms(at, 95)} | ${ms(step, 50)} | ${ms(step, 95)} |`);
  });
  const answered = done.map((r) => r.answered - r.heard);
  if (stamped[0]![0] === 'heard') {
    console.log(
      `The webhook answered ${ms(answered, 50)} ms after its commit was heard (p50; p95 ${ms(answered, 95)}).`,
    );
  }
  const counts = new Map<string, number>();
  for (const url of done.flatMap((r) => r.followUps)) counts.set(url, (counts.get(url) ?? 0) + 1);
  const listed = [...counts].map(([url, count]) => `${url} ×${count}`).join(', ');
  console.log(
    `Requests the page started from the webhook to the frame: ${listed || 'none'} (${done.length} rounds).`,
  );
}
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
if (rss) {
  const { before, after } = rss;
  console.log(
    `\n${STREAMS} idle streams: RSS ${mb(before)} → ${mb(after)} MB (+${mb(after - before)} MB, server and clients in one process), ${load.now()}`,
  );
}
