/**
 * npm run bench:compose — a 60-tile collage of 256 px tiles through the API (sign-in aside:
 * POST /api/tools/{id}/runs, which reads the pictures, composes, saves and charges), beside sharp
 * composing the same tiles in-process, in the same run. Prints both medians and their ratio,
 * with the lowest and highest load read over the rounds.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { ToolOptions } from '../common/tools';
import { buildApp } from '../server/app';
import { prepareDatabase } from '../server/boot';
import { readEnv } from '../server/env';
import { composeCollage } from '../server/modules/tools/composer';
import { layoutFor } from '../server/modules/tools/layout';
import { loadTiles } from '../server/modules/tools/pictures';
import { signInOverHttp } from '../tests/support/childServer';
import { tempDir } from '../tests/support/testEnv';
import { machineLoad } from './support/machineLoad';

const TILES = 60;
const TILE_SIZE = 256;
const ROUNDS = 9;

const env = readEnv({
  NODE_ENV: 'development',
  LOG_LEVEL: 'error',
  DATA_DIR: tempDir('bench'),
  SERVE_APP: '0',
  RATE_LIMIT_PER_MINUTE: '100000',
});
const database = await prepareDatabase(env);
const app = await buildApp({ env, database, distDir: null });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
if (!address || typeof address === 'string') throw new Error('no port');
const base = `http://127.0.0.1:${address.port}`;

async function call<T>(path: string, init: RequestInit = {}, token?: string): Promise<T> {
  const headers = new Headers(init.headers);
  if (init.body) headers.set('content-type', 'application/json');
  if (token) headers.set('authorization', `Bearer ${token}`);
  const response = await fetch(`${base}${path}`, { ...init, headers });
  if (response.status >= 400)
    throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

const token = await signInOverHttp({ url: base, dataDir: env.DATA_DIR }, 'admin@beli.local');
const me = (await call<{ data: { id: number; walletId: number } }>('/api/users/me', {}, token))
  .data;
await call(
  `/api/wallets/${me.walletId}/adjust`,
  {
    method: 'POST',
    headers: { 'idempotency-key': randomUUID() },
    body: JSON.stringify({ direction: 'credit', amount: 100_000, reason: 'Đo hiệu năng ghép ảnh' }),
  },
  token,
);
const tools = await call<{ id: number; type: string; options: ToolOptions }[]>(
  '/api/tools',
  {},
  token,
);
const tool = tools.find((t) => t.type === 'ghep-anh')!;
const skins = await call<{ id: number }[]>(
  `/api/skins?range=${encodeURIComponent(JSON.stringify([0, TILES - 1]))}`,
  {},
  token,
);
const body = {
  skinIds: skins.map((s) => s.id),
  uploadIds: [],
  options: { columns: 10, tileSize: TILE_SIZE },
};

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const viaApi: number[] = [];
const inProcess: number[] = [];
const request = { ...body, uploadIds: [] as string[] };
const throughApi = () =>
  call(
    `/api/tools/${tool.id}/runs`,
    {
      method: 'POST',
      headers: { 'idempotency-key': randomUUID() },
      body: JSON.stringify(body),
    },
    token,
  );
const alone = async () =>
  composeCollage(
    await loadTiles(database.db, env.DATA_DIR, me.id, request),
    layoutFor(tool, body.options, 'final'),
  );

const load = machineLoad();
// One warm-up each, then the two alternate so a busy moment of the machine hits both alike.
await throughApi();
await alone();
for (let i = 0; i < ROUNDS; i++) {
  load.now();
  for (const [work, times] of [
    [throughApi, viaApi],
    [alone, inProcess],
  ] as const) {
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  }
}

const api = median(viaApi);
const local = median(inProcess);
console.log(`ghép ${TILES} ô ${TILE_SIZE} px, ${ROUNDS} lượt (trung vị), ${load.range()}:`);
console.log(`  qua API (POST /api/tools/${tool.id}/runs): ${api.toFixed(0)} ms`);
console.log(`  sharp trong tiến trình:               ${local.toFixed(0)} ms`);
console.log(`  tỉ lệ API / trong tiến trình:         ${(api / local).toFixed(2)}`);
await app.close();
