import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { prepareDatabase } from '../../../server/boot';
import type { DatabaseHandle } from '../../../server/db/client';
import { createTestDatabase, testDatabaseKind } from '../../support/testDatabase';
import { TEST_DATABASE_URL, testEnv } from '../../support/testEnv';

let app: FastifyInstance;
let database: DatabaseHandle;
let databaseName = '';
let dropDatabase = async () => {};
const METRICS_TOKEN = 'scrape-token-0123456789';

// The database as start-up opens it: a PostgreSQL pool, or PGlite on its own thread in DATA_DIR
// (an in-process PGlite would freeze the check's own timer while a statement runs).
beforeAll(async () => {
  let env = testEnv();
  if (testDatabaseKind() === 'postgres') {
    const fresh = await createTestDatabase(2);
    env = testEnv({ DATABASE_URL: fresh.url! });
    databaseName = new URL(fresh.url!).pathname.slice(1);
    dropDatabase = () => fresh.close();
  }
  env = { ...env, METRICS_TOKEN };
  database = await prepareDatabase(env);
  app = await buildApp({ env, database, distDir: null });
});

afterAll(async () => {
  await app.close();
  await dropDatabase();
});

describe('health probes, for a load balancer', () => {
  it('/healthz answers JSON without a sign-in', async () => {
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('/readyz checks the database and the job queue', async () => {
    const res = await app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', checks: { database: 'ok', queue: 'ok' } });
  });

  it('/readyz answers 503 with the reason while the database is away, and 200 once it is back', async () => {
    const bringBack = await takeDatabaseAway();
    try {
      const away = await app.inject({ method: 'GET', url: '/readyz' });
      expect(away.statusCode).toBe(503);
      const body = away.json<{ status: string; checks: Record<string, string> }>();
      expect(body.status).toBe('unavailable');
      expect(body.checks.database).toMatch(
        testDatabaseKind() === 'postgres'
          ? /terminating connection due to administrator command|not currently accepting connections/
          : /no answer within 2000 ms/,
      );
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await bringBack();
    }
    const back = await app.inject({ method: 'GET', url: '/readyz' });
    expect(back.statusCode).toBe(200);
  });

  it('/readyz gives its reasons only to this machine and to the metrics token, through a proxy the status alone', async () => {
    const bringBack = await takeDatabaseAway();
    try {
      const proxied = { 'x-forwarded-for': '203.0.113.9' };
      // Asked at once: each waits for the database as long as the readiness check does.
      const [outsider, fromAfar, operator] = await Promise.all([
        app.inject({ method: 'GET', url: '/readyz', headers: proxied }),
        app.inject({ method: 'GET', url: '/readyz', remoteAddress: '198.51.100.4' }),
        app.inject({
          method: 'GET',
          url: '/readyz',
          headers: { ...proxied, authorization: `Bearer ${METRICS_TOKEN}` },
        }),
      ]);
      expect(outsider.statusCode).toBe(503);
      expect(outsider.json()).toEqual({ status: 'unavailable' });
      expect(fromAfar.json()).toEqual({ status: 'unavailable' });
      expect(operator.statusCode).toBe(503);
      expect(operator.json().checks.database).not.toBe('ok');
    } finally {
      await bringBack();
    }
  });
});

/**
 * PostgreSQL: the database refuses new connections and its open ones are ended. PGlite: its one
 * connection is held by a statement longer than the readiness check waits.
 */
async function takeDatabaseAway(): Promise<() => Promise<void>> {
  if (testDatabaseKind() === 'pglite') {
    // Drizzle sends a statement when it is awaited or then-ed.
    const holding = database.db.execute(sql`select pg_sleep(5)`).then(() => undefined);
    return () => holding;
  }
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`alter database ${databaseName} with allow_connections false`);
  await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [
    databaseName,
  ]);
  return async () => {
    await admin.query(`alter database ${databaseName} with allow_connections true`);
    await admin.end();
  };
}
