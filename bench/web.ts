/**
 * `npm run bench:web`: the first load of a list page in Debian's Chromium, the portal against a
 * bare react-admin app (one <Resource list={ListGuesser}> on the same /api/skins route) built in
 * the same run and served as the portal is: the same brotli files and the same loading indicator
 * (bench/support/bareAdmin). Cache off; unthrottled and at 20 Mbit/s + 40 ms; BENCH_ROUNDS
 * (default 5) interleaved rounds, medians. Also both apps' own bytes on the wire: until the rows
 * showed, and once the network is idle (what each loads after its rows too).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBrowser } from '../tests/e2e/support/browser';
import { openDatabase } from '../server/db/client';
import { runMigrations } from '../server/db/migrate';
import { seedDatabase } from '../server/db/seed';
import { buildBenchApp } from './support/benchApp';
import { originOf, serveBare } from './support/bareServer';
import { machineLoad } from './support/machineLoad';
import { measureLoad, type LoadFigures, type Throttle } from './support/pageLoad';
import { signInWithDevLogin } from '../tests/support/signInFlow';

const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const load = machineLoad();
const root = fileURLToPath(new URL('..', import.meta.url));
const portalDist = path.join(root, 'dist');
const bareDist = path.join(root, '.tmp', 'bench-web', 'bare');

/** Vite in a process of its own (it sets NODE_ENV=production where it runs). */
function viteBuild(args: string[]) {
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const built = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn', ...args], {
    cwd: root,
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error(`vite build ${args.join(' ')} failed`);
}

viteBuild([]);
viteBuild(['--config', 'bench/support/bareAdmin/vite.config.ts', '--outDir', bareDist]);

// PGlite as `npm start` runs it: in a data directory, on a thread of its own.
const database = await openDatabase({
  dataDir: mkdtempSync(path.join(tmpdir(), 'beli-bench-web-')),
});
await runMigrations(database);
await seedDatabase(database.db, { demoAccounts: true });
const app = await buildBenchApp(database, portalDist);
await app.listen({ port: 0, host: '127.0.0.1' });
const portalOrigin = originOf(app.server);
const bare = await serveBare(bareDist, portalOrigin);
const token = await signInWithDevLogin(app, 'admin@beli.local');

const apps = {
  portal: `${portalOrigin}/app/admin/aov/skins`,
  bare: `${originOf(bare)}/#/skins`,
};
const networks: Record<string, Throttle | null> = {
  unthrottled: null,
  '20 Mbit/s + 40 ms': { latencyMs: 40, bitsPerSecond: 20_000_000 },
};

const browser = await launchBrowser();
const results = new Map<string, LoadFigures[]>();
const key = (network: string, name: string) => `${network}|${name}`;
// A warm-up load of each: the server's first answers and Chromium's first process are slower.
for (const url of Object.values(apps)) await measureLoad(browser, url, token, null);
for (let round = 1; round <= rounds; round++) {
  for (const [network, throttle] of Object.entries(networks)) {
    const order = round % 2 ? Object.entries(apps) : Object.entries(apps).reverse();
    for (const [name, url] of order) {
      const figures = await measureLoad(browser, url, token, throttle);
      results.set(key(network, name), [...(results.get(key(network, name)) ?? []), figures]);
    }
  }
  console.log(`round ${round}/${rounds} done (${load.now()})`);
}
await browser.close();
bare.close();
await app.close();

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}x`;

console.log(
  `\nList page first load, cache off, median of ${rounds} rounds (ms after navigation), ${load.range()}`,
);
console.log('| network | measure | portal | bare react-admin | ratio (median of rounds) |');
console.log('|---|---|---:|---:|---:|');
for (const network of Object.keys(networks)) {
  const portal = results.get(key(network, 'portal'))!;
  const peer = results.get(key(network, 'bare'))!;
  for (const [label, pick] of [
    ['first contentful paint', (f: LoadFigures) => f.fcpMs],
    ['list rows visible', (f: LoadFigures) => f.rowsMs],
  ] as const) {
    const a = median(portal.map(pick));
    const b = median(peer.map(pick));
    // Round by round: a load that moves during the run weighs on both sides of each ratio.
    const roundRatio = median(portal.map((figures, i) => pick(figures) / pick(peer[i]!)));
    console.log(
      `| ${network} | ${label} | ${a.toFixed(0)} | ${b.toFixed(0)} | ${roundRatio.toFixed(2)}x |`,
    );
  }
}

const portalLoad = results.get(key('unthrottled', 'portal'))![0]!;
const bareLoad = results.get(key('unthrottled', 'bare'))![0]!;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
console.log('\nFirst load of the app itself (everything but /api), unthrottled, brotli for both');
console.log(
  '| app | files until the rows | bytes until the rows | files once idle | bytes once idle |',
);
console.log('|---|---:|---:|---:|---:|');
for (const [app, load] of [
  ['portal', portalLoad],
  ['bare react-admin', bareLoad],
] as const) {
  console.log(
    `| ${app} | ${load.requests} | ${kb(load.wireBytes)} (${load.wireBytes}) | ${load.wholeRequests} | ${kb(load.wholeBytes)} (${load.wholeBytes}) |`,
  );
}
console.log(
  `portal / bare bytes until the rows: ${ratio(portalLoad.wireBytes, bareLoad.wireBytes)}`,
);
console.log(`portal / bare bytes once idle: ${ratio(portalLoad.wholeBytes, bareLoad.wholeBytes)}`);
console.log('Portal /api calls up to the list request (path, start ms, end ms):');
const listCall = portalLoad.apiCalls.findIndex(([pathname]) => pathname === '/api/skins');
for (const [pathname, start, end] of portalLoad.apiCalls.slice(0, listCall + 1)) {
  console.log(`  ${pathname.padEnd(40)} ${String(start).padStart(5)} ${String(end).padStart(5)}`);
}
