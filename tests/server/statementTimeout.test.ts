import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { prepareDatabase } from '../../server/boot';
import type { ModuleRoutes } from '../../server/modules/types';
import { createTestDatabase, testDatabaseKind } from '../support/testDatabase';
import { testEnv } from '../support/testEnv';

/** Test-only routes: a statement slow on purpose, a quick one, a note kept and read back. */
const probeRoutes: ModuleRoutes = async (app, { db }) => {
  app.get('/slow', { config: { permission: 'public' } }, async () => {
    await db.execute(sql`select pg_sleep(30)`);
    return { done: true };
  });
  app.get('/quick', { config: { permission: 'public' } }, async () => {
    await db.execute(sql`select 1`);
    return { done: true };
  });
  app.post('/notes', { config: { permission: 'public' } }, async () => {
    await db.execute(sql`create table if not exists timeout_notes (text text)`);
    await db.execute(sql`insert into timeout_notes values ('ghi trước')`);
    return { done: true };
  });
  app.get('/notes', { config: { permission: 'public' } }, async () => {
    const result = await db.execute(sql`select text from timeout_notes`);
    return Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
  });
};

/**
 * Long enough for the first statement on PGlite's reopened thread on a busy machine (up to half
 * a second seen), short beside the thirty seconds the slow statement asks for.
 */
const TIMEOUT_MS = '2000';

let app: FastifyInstance;
let dropDatabase = async () => {};

// The app runs on the database start-up opens with its timeout: a PostgreSQL pool, or PGlite
// on its own thread in DATA_DIR.
beforeAll(async () => {
  let env = testEnv({ STATEMENT_TIMEOUT_MS: TIMEOUT_MS });
  if (testDatabaseKind() === 'postgres') {
    const fresh = await createTestDatabase(2);
    env = testEnv({ DATABASE_URL: fresh.url!, STATEMENT_TIMEOUT_MS: TIMEOUT_MS });
    dropDatabase = () => fresh.close();
  }
  const database = await prepareDatabase(env);
  app = await buildApp({ env, database, distDir: null, modules: [probeRoutes] });
});

afterAll(async () => {
  // The app closes its database.
  await app.close();
  await dropDatabase();
});

describe('a statement that runs too long', () => {
  it('is stopped with a 503 QUERY_TIMEOUT in Vietnamese; nothing committed is lost', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/notes' })).statusCode).toBe(200);
    const started = Date.now();
    const slow = await app.inject({ url: '/api/slow' });
    expect(slow.statusCode).toBe(503);
    expect(slow.json()).toEqual({
      code: 'QUERY_TIMEOUT',
      message: 'Truy vấn chạy quá lâu nên đã bị dừng; hãy lọc hoặc tìm kiếm hẹp hơn rồi thử lại',
    });
    // Stopped, not waited out: the statement asked for thirty seconds.
    expect(Date.now() - started).toBeLessThan(15_000);
    expect((await app.inject({ url: '/api/quick' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/notes' })).json()).toEqual([{ text: 'ghi trước' }]);
  });

  it('serves the requests that waited behind it once it is stopped', async () => {
    const slow = app.inject({ url: '/api/slow' });
    // Asked while the slow statement holds the database: served once it is stopped.
    const quick = app.inject({ url: '/api/quick' });
    expect((await slow).statusCode).toBe(503);
    expect((await quick).statusCode).toBe(200);
  });
});
