/**
 * npm run bench:crawl — the first crawl of a generated dataset at the real size (130 heroes,
 * 1 600 skins, each with a card and a splash: 3 200 pictures) from a source server on loopback
 * in a process of its own, then a re-crawl of the same data. Prints each one's time and this
 * process's peak RSS (the portal's: its PGlite thread and libvips included), with the machine's
 * load.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../server/app';
import { prepareDatabase } from '../server/boot';
import { readEnv } from '../server/env';
import { aovRoutes, aovRoutesFetching } from '../server/modules/aov';
import { moduleRoutes } from '../server/modules';
import { signInOverHttp } from '../tests/support/childServer';
import { tempDir } from '../tests/support/testEnv';
import { machineLoad } from './support/machineLoad';

const root = fileURLToPath(new URL('..', import.meta.url));
const load = machineLoad();

const sourceProcess = spawn(
  process.execPath,
  ['--import', 'tsx', 'tests/support/crawlSource/cli.ts'],
  {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
console.log('drawing the source pictures…');
const [firstLine] = (await once(sourceProcess.stdout!, 'data')) as [Buffer];
const sourceBase = firstLine.toString().trim();

const env = readEnv({
  NODE_ENV: 'development',
  LOG_LEVEL: 'error',
  DATA_DIR: tempDir('bench-crawl'),
  SERVE_APP: '0',
  RATE_LIMIT_PER_MINUTE: '100000',
});
const database = await prepareDatabase(env);
const modules = moduleRoutes.map((module) =>
  module === aovRoutes ? aovRoutesFetching({ isAllowed: (a) => a === '127.0.0.1' }) : module,
);
const app = await buildApp({ env, database, distDir: null, modules });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
if (!address || typeof address === 'string') throw new Error('no port');
const base = `http://127.0.0.1:${address.port}`;
const token = await signInOverHttp({ url: base, dataDir: env.DATA_DIR }, 'admin@beli.local');

async function call(path: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  if (init.body) headers.set('content-type', 'application/json');
  headers.set('authorization', `Bearer ${token}`);
  const response = await fetch(`${base}${path}`, { ...init, headers });
  if (response.status >= 400)
    throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as { data: Record<string, unknown> | null };
}

let peak = process.memoryUsage();
const sampler = setInterval(() => {
  const now = process.memoryUsage();
  if (now.rss > peak.rss) peak = now;
}, 100);
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;

async function crawl(name: string) {
  peak = process.memoryUsage();
  const started = performance.now();
  await call('/api/staging/crawl', {
    method: 'POST',
    body: JSON.stringify({ url: `${sourceBase}/heroes.json` }),
  });
  let crawlState: Record<string, unknown> | null = null;
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    crawlState = (await call('/api/staging/crawl')).data;
    if (crawlState?.status !== 'running') break;
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `${name}: ${seconds.toFixed(1)} s, peak RSS ${mb(peak.rss)} (main thread's JS heap ` +
      `${mb(peak.heapTotal)}, ${mb(peak.heapUsed)} of it used; its buffers ${mb(peak.external)}), ` +
      `${crawlState?.picturesDone}/${crawlState?.picturesTotal} pictures, ` +
      `${JSON.stringify(crawlState?.outcome)} (${load.now()})`,
  );
}

await crawl('first crawl');
await call('/api/staging/crawl/approve', { method: 'POST' });
await crawl('re-crawl');
console.log(load.range());
clearInterval(sampler);
await app.close();
sourceProcess.kill('SIGTERM');
