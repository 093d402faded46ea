import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema';

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
  /** The embedded database, when on PGlite. */
  pglite?: PGlite;
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
  | { pglite: PGlite };

export async function openDatabase(source: DatabaseSource): Promise<DatabaseHandle> {
  if ('databaseUrl' in source) {
    const pool = new pg.Pool({
      connectionString: source.databaseUrl,
      max: source.poolSize ?? 10,
      // A scan of a big table starts at the same place each time: a capped search's page is
      // sorted from the first matches a scan finds, and must be the same on every request.
      options: '-c synchronize_seqscans=off',
      ...(source.statementTimeoutMs && { statement_timeout: source.statementTimeoutMs }),
    });
    // An idle client's error must not crash the process; the next query reconnects.
    pool.on('error', () => undefined);
    await pool.query('select 1');
    return {
      db: drizzlePg(pool, { schema }) as unknown as Database,
      kind: 'postgres',
      pool,
      close: () => pool.end(),
    };
  }
  const client = 'pglite' in source ? source.pglite : await openPglite(source.dataDir);
  await client.exec('set synchronize_seqscans = off');
  return {
    db: drizzlePglite(client, { schema }) as unknown as Database,
    kind: 'pglite',
    pglite: client,
    close: () => client.close(),
  };
}

/** An embedded PGlite with the extensions the migrations use (pg_trgm for the search indexes). */
export function createPglite(options: PGliteOptions = {}): Promise<PGlite> {
  return PGlite.create({ ...options, extensions: { pg_trgm } });
}

function openPglite(dataDir: string): Promise<PGlite> {
  const dir = path.resolve(dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  return createPglite({ dataDir: dir });
}
