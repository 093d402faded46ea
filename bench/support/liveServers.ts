import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../../server/app';
import { openDatabase } from '../../server/db/client';
import { runMigrations } from '../../server/db/migrate';
import { seedDatabase } from '../../server/db/seed';
import { readEnv } from '../../server/env';
import { signInOverHttp, startChildServer } from '../../tests/support/childServer';
import { signInWithDevLogin } from '../../tests/support/signInFlow';
import { BENCH_JWT_SECRET } from './benchApp';
import { originOf } from './bareServer';
import { scratchDatabase } from './scratchDatabases';

/** Where the bench's member and bank meet the portal. */
export interface LiveServers {
  /** What the run is, as printed. */
  label: string;
  /** Where the member's browser loads the app, opens its stream and makes its orders. */
  pageOrigin: string;
  /** Where the bank's webhook is sent, each compared in the same run: how the event travels. */
  webhookOrigins: { label: string; origin: string }[];
  /** The member's bearer token. */
  token: string;
  /** Whether the streams' server runs in this process (its RSS is this process's). */
  inProcess: boolean;
  /**
   * Hears the `live` channel as the API processes do, each payload once it is committed; none on
   * PGlite, whose one listener a channel is the API's own.
   */
  listen?(notified: (payload: string) => void): Promise<void>;
  close(): Promise<void>;
}

const MEMBER = 'member@beli.local';
/** The channel the writing transactions announce what the app shows live on (migration 0027). */
const LIVE_CHANNEL = 'live';

/** One API process on PGlite in a data directory, on its own thread, as `npm start` runs it. */
export async function oneProcessOnPglite(
  webhookKey: string,
  distDir: string,
): Promise<LiveServers> {
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
    PAYMENT_WEBHOOK_KEY: webhookKey,
  });
  const app = await buildApp({ env, database, distDir });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const origin = originOf(app.server);
  return {
    label: 'PGlite',
    pageOrigin: origin,
    webhookOrigins: [{ label: 'one process', origin }],
    token: await signInWithDevLogin(app, MEMBER),
    inProcess: true,
    close: () => app.close(),
  };
}

/**
 * Two API processes of the build (`node dist-server/index.mjs`, as deploy/beli@.service starts
 * them) on one PostgreSQL database: the member's page and stream are served by the second, the
 * bank's webhook reaches the first (the event crosses processes through NOTIFY) or, compared in
 * the same run, the second itself. The database is new (on TEST_DATABASE_URL's server) and
 * dropped after.
 */
export async function twoProcessesOnPostgres(webhookKey: string): Promise<LiveServers> {
  const database = await scratchDatabase('live');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'beli-bench-live-'));
  const env = {
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    SERVE_APP: '1',
    PAYMENT_WEBHOOK_KEY: webhookKey,
    RATE_LIMIT_PER_MINUTE: '100000000',
    LOG_LEVEL: 'error',
  };
  // One after the other: the first migrates and writes the sign-in secret the second reads.
  const bank = await startChildServer(env);
  const page = await startChildServer(env);
  const listener = new pg.Client({ connectionString: database.url });
  return {
    label: 'PostgreSQL, two processes',
    pageOrigin: page.url,
    webhookOrigins: [
      { label: 'webhook to one, page on another', origin: bank.url },
      { label: 'webhook and page on one', origin: page.url },
    ],
    token: await signInOverHttp(page, MEMBER),
    inProcess: false,
    listen: async (notified) => {
      await listener.connect();
      listener.on('notification', ({ payload }) => notified(payload ?? ''));
      await listener.query(`LISTEN ${LIVE_CHANNEL}`);
    },
    close: async () => {
      await listener.end();
      await Promise.all([bank.stop('SIGTERM'), page.stop('SIGTERM')]);
      await database.drop();
    },
  };
}
