import type { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { PGLITE_SESSION_SETUP } from './pglite/create';
import type { Notified } from './pglite/inWorker';
import { openDataDir, type OpenDataDir } from './pglite/openDataDir';
import { listenOnPostgres } from './postgresListener';
import * as schema from './schema';

export { createPglite } from './pglite/create';
export { DataDirInUse } from './pglite/dataDirLock';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<
  PgQueryResultHKT,
  Schema,
  ExtractTablesWithRelations<Schema>
>;
/** Either the database or an open transaction: services accept both. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The node-postgres pool, when on a PostgreSQL server. */
  pool?: pg.Pool;
  /** The embedded database, when on an in-process PGlite (tests, benchmarks). */
  pglite?: PGlite;
  /**
   * On PGlite in DATA_DIR: statements from now on are stopped after `ms` (a PostgreSQL pool is
   * given its limit when it opens).
   */
  limitStatements?: (ms: number) => void;
  /**
   * LISTEN on `channel` until the database closes: every process hears each NOTIFY once it is
   * committed. `missed` says the listening was interrupted (a lost connection, a new thread).
   */
  listen(channel: string, notified: Notified): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseSource =
  | {
      databaseUrl: string;
      poolSize?: number;
      /** The server stops a statement running longer (SQLSTATE 57014); none when unset or 0. */
      statementTimeoutMs?: number;
    }
  | { dataDir: string }
  /** DATA_DIR's PGlite opened beforehand (`openDataDir`). */
  | { openDataDir: OpenDataDir }
  | { pglite: PGlite };

/** How long opening a connection to a PostgreSQL server, or waiting for a free one, may take. */
const CONNECT_TIMEOUT_MS = 5_000;

export async function openDatabase(source: DatabaseSource): Promise<DatabaseHandle> {
  if ('databaseUrl' in source) {
    const pool = new pg.Pool({
      connectionString: source.databaseUrl,
      max: source.poolSize ?? 10,
      // A scan of a big table starts at the same place each time: a capped search's page is
      // sorted from the first matches a scan finds, and must be the same on every request.
      options: '-c synchronize_seqscans=off',
      ...(source.statementTimeoutMs && { statement_timeout: source.statementTimeoutMs }),
      // With the server away, a request waits this long for a connection, then answers 503; a
      // server gone without closing its connections is found out by TCP keepalive.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
    });
    // A lost connection must not crash the process: the pool drops it and the next query opens
    // another. Its 'error' covers idle clients; a client checked out (a transaction) emits
    // 'error' too, with no listener of the pool's, and its query fails with that error.
    pool.on('error', () => undefined);
    pool.on('connect', (client) => client.on('error', () => undefined));
    await pool.query('select 1');
    const stopListening: (() => Promise<void>)[] = [];
    return {
      db: drizzlePg(pool, { schema }) as unknown as Database,
      kind: 'postgres',
      pool,
      listen: async (channel, notified) => {
        stopListening.push(await listenOnPostgres(pool.options, channel, notified));
      },
      close: async () => {
        await Promise.all(stopListening.map((stop) => stop()));
        await pool.end();
      },
    };
  }
  if ('dataDir' in source || 'openDataDir' in source) {
    const { client, unlock } =
      'openDataDir' in source ? source.openDataDir : await openDataDir(source.dataDir);
    return {
      db: drizzlePglite(client as unknown as PGlite, { schema }) as unknown as Database,
      kind: 'pglite',
      limitStatements: (ms) => void (client.statementTimeoutMs = ms),
      listen: (channel, notified) => client.listen(channel, notified),
      close: () => client.close().finally(unlock),
    };
  }
  const client = source.pglite;
  await client.exec(PGLITE_SESSION_SETUP);
  return {
    db: drizzlePglite(client, { schema }) as unknown as Database,
    kind: 'pglite',
    pglite: client,
    // The one connection of an in-process PGlite is never lost.
    listen: async (channel, { notified }) => void (await client.listen(channel, notified)),
    close: () => client.close(),
  };
}
