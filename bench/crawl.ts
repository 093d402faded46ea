/**
 * npm run bench:crawl — the first crawl of a generated dataset at the real size (130 heroes,
 * 1 600 skins, each with a card and a splash: 3 200 pictures) from a source server on loopback
 * in a process of its own, then a re-crawl of the same data. The portal runs as it is deployed:
 * built like dist-server/ (bench/support/crawlPortal.ts) and started with deploy/beli@.service's
 * node flags and allocator settings, in a process of its own on a new data directory. Prints each
 * crawl's time and that process's peak RSS (its PGlite thread and libvips included), with the
 * machine's load.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { buildServer } from '../build.server';
import { signInOverHttp, startChildServer } from '../tests/support/childServer';
import { tempDir } from '../tests/support/testEnv';
import { machineLoad } from './support/machineLoad';

const root = fileURLToPath(new URL('..', import.meta.url));
const load = machineLoad();
/** Inside the repository, so that the build finds the packages (kept external) as dist-server does. */
const buildDir = `${root}node_modules/.cache/bench-crawl`;

const sourceProcess = spawn(
  process.execPath,
  ['--import', 'tsx', 'tests/support/crawlSource/cli.ts'],
  {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
console.log('building the portal and drawing the source pictures…');
await buildServer(buildDir, { crawlPortal: 'bench/support/crawlPortal.ts' });
const [firstLine] = (await once(sourceProcess.stdout!, 'data')) as [Buffer];
const sourceBase = firstLine.toString().trim();

const portal = await startChildServer(
  {
    NODE_ENV: 'development',
    LOG_LEVEL: 'error',
    DATA_DIR: tempDir('bench-crawl'),
    RATE_LIMIT_PER_MINUTE: '100000',
  },
  undefined,
  `${buildDir}/crawlPortal.mjs`,
);
const base = portal.url;
const token = await signInOverHttp(portal, 'admin@beli.local');

async function call(path: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  if (init.body) headers.set('content-type', 'application/json');
  headers.set('authorization', `Bearer ${token}`);
  const response = await fetch(`${base}${path}`, { ...init, headers });
  if (response.status >= 400)
    throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as { data: Record<string, unknown> | null };
}

/** The portal's resident memory now, from the kernel's account of its process. */
const residentBytes = () =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${portal.process.pid}/status`, 'utf8'))![1]) *
  1024;
let peak = residentBytes();
const sampler = setInterval(() => (peak = Math.max(peak, residentBytes())), 100);
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;

async function crawl(name: string) {
  const before = residentBytes();
  peak = before;
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
    `${name}: ${seconds.toFixed(1)} s, the portal's peak RSS ${mb(peak)} (${mb(before)} before), ` +
      `${crawlState?.picturesDone}/${crawlState?.picturesTotal} pictures, ` +
      `${JSON.stringify(crawlState?.outcome)} (${load.now()})`,
  );
}

await crawl('first crawl');
await call('/api/staging/crawl/approve', { method: 'POST' });
await crawl('re-crawl');
console.log(load.range());
clearInterval(sampler);
await portal.stop('SIGTERM');
sourceProcess.kill('SIGTERM');
