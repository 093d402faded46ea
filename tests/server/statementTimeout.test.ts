import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { prepareDatabase } from '../../server/boot';
import type { ModuleRoutes } from '../../server/modules/types';
import { createTestDatabase, testDatabaseKind } from '../support/testDatabase';
import { testEnv } from '../support/testEnv';

/**
 * PostgreSQL stops the sleep after STATEMENT_TIMEOUT_MS. PGlite cannot stop a statement once
 * it runs (it runs on the server's own thread, and ignores statement_timeout), so there the
 * database raises the same SQLSTATE (57014 query_canceled) itself, to check what users see.
 */
const slowQuery =
  testDatabaseKind() === 'postgres'
    ? sql`select pg_sleep(5)`
    : sql.raw(`do $$ begin
        raise exception 'canceling statement due to statement timeout' using errcode = 'query_canceled';
      end $$`);

/** Test-only routes: one query slow on purpose, one quick. */
const probeRoutes: ModuleRoutes = async (app, { db }) => {
  app.get('/slow', { config: { permission: 'public' } }, async () => {
    await db.execute(slowQuery);
    return { done: true };
  });
  app.get('/quick', { config: { permission: 'public' } }, async () => {
    await db.execute(sql`select 1`);
    return { done: true };
  });
};

let app: FastifyInstance;
let dropDatabase = async () => {};

beforeAll(async () => {
  const fresh = await createTestDatabase(2);
  const env = testEnv(fresh.url ? { DATABASE_URL: fresh.url, STATEMENT_TIMEOUT_MS: '300' } : {});
  // On PostgreSQL the app runs on the pool start-up opens from DATABASE_URL and its timeout.
  const database = fresh.url ? await prepareDatabase(env) : fresh;
  if (fresh.url) dropDatabase = () => fresh.close();
  app = await buildApp({ env, database, distDir: null, modules: [probeRoutes] });
});

afterAll(async () => {
  await app.close();
  await dropDatabase();
});

describe('a statement that runs too long', () => {
  it('answers 503 QUERY_TIMEOUT in Vietnamese, and the next request is served', async () => {
    const slow = await app.inject({ url: '/api/slow' });
    expect(slow.statusCode).toBe(503);
    expect(slow.json()).toEqual({
      code: 'QUERY_TIMEOUT',
      message: 'Truy vấn chạy quá lâu nên đã bị dừng; hãy lọc hoặc tìm kiếm hẹp hơn rồi thử lại',
    });
    const quick = await app.inject({ url: '/api/quick' });
    expect(quick.statusCode).toBe(200);
  });
});
