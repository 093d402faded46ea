import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import { sql, type SQL } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../db/client';
import { rowsOf } from '../db/rows';
import { inLoadOrder } from './loadOrder';

export interface AppTable {
  name: string;
  /** The primary key's columns, in order; `collatable` ones are text, compared byte by byte. */
  key: { column: string; collatable: boolean }[];
}

export interface TableDigest {
  rows: number;
  sha256: string;
}

const FETCH_ROWS = 1000;

/**
 * The app's tables (schema `public`; drizzle's migration record and pg-boss' jobs live in their
 * own schemas), each after the tables it refers to.
 */
export async function appTablesInLoadOrder(db: Executor): Promise<AppTable[]> {
  const keyColumns = rowsOf<{ table: string; column: string | null; collatable: boolean }>(
    await db.execute(sql`
      select c.relname as table, a.attname as column, a.attcollation <> 0 as collatable
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      left join pg_index i on i.indrelid = c.oid and i.indisprimary
      left join lateral unnest(i.indkey::int2[]) with ordinality as k(attnum, position) on true
      left join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
      where n.nspname = 'public' and c.relkind = 'r'
      order by c.relname, k.position`),
  );
  const references = rowsOf<{ table: string; parent: string }>(
    await db.execute(sql`
      select c.relname as table, p.relname as parent
      from pg_constraint k
      join pg_class c on c.oid = k.conrelid
      join pg_class p on p.oid = k.confrelid
      join pg_namespace n on n.oid = c.relnamespace
      where k.contype = 'f' and n.nspname = 'public'`),
  );
  const tables = new Map<string, AppTable>();
  for (const { table, column, collatable } of keyColumns) {
    const entry = tables.get(table) ?? { name: table, key: [] };
    if (column) entry.key.push({ column, collatable });
    tables.set(table, entry);
  }
  return inLoadOrder([...tables.keys()], references).map((name) => tables.get(name)!);
}

/**
 * Makes a row's text the same whatever the server's or the session's settings (a timestamp is
 * written in UTC), so that a backup's checksums compare on another machine and kind of database.
 */
export async function useCanonicalOutput(tx: Executor): Promise<void> {
  for (const setting of [
    "timezone = 'UTC'",
    'intervalstyle = postgres',
    'extra_float_digits = 1',
    'bytea_output = hex',
  ]) {
    await tx.execute(sql.raw(`set local ${setting}`));
  }
}

/**
 * One consistent, read-only view of the whole database for `work`: what a running server commits
 * meanwhile is not seen, so the tables read agree with each other (the ledger adds up).
 */
export const inSnapshot = <T>(db: Database, work: (tx: Transaction) => Promise<T>): Promise<T> =>
  db.transaction(
    async (tx) => {
      await useCanonicalOutput(tx);
      return work(tx);
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );

function orderOf(table: AppTable): SQL {
  if (!table.key.length) return sql`backup_row::text collate "C"`;
  return sql.join(
    table.key.map(({ column, collatable }) =>
      collatable
        ? sql`backup_row.${sql.identifier(column)} collate "C"`
        : sql`backup_row.${sql.identifier(column)}`,
    ),
    sql`, `,
  );
}

/**
 * Reads a table in primary-key order through a cursor, a thousand rows at a time, each as its
 * JSON line; answers the count and the SHA-256 of the lines, and writes them to `file` if given.
 * Must run in a transaction with `useCanonicalOutput`.
 */
export async function dumpTable(
  tx: Executor,
  table: AppTable,
  file?: string,
): Promise<TableDigest> {
  const hash = createHash('sha256');
  const out = file ? createWriteStream(file, { flags: 'wx', mode: 0o600 }) : undefined;
  let rows = 0;
  await tx.execute(sql`
    declare backup_rows no scroll cursor for
    select row_to_json(backup_row)::text as line
    from ${sql.identifier(table.name)} as backup_row order by ${orderOf(table)}`);
  try {
    for (;;) {
      const batch = rowsOf<{ line: string }>(
        await tx.execute(sql.raw(`fetch forward ${FETCH_ROWS} from backup_rows`)),
      );
      if (!batch.length) break;
      rows += batch.length;
      const chunk = Buffer.from(batch.map((row) => `${row.line}\n`).join(''));
      hash.update(chunk);
      if (out && !out.write(chunk)) await once(out, 'drain');
    }
  } catch (error) {
    out?.destroy();
    throw error;
  }
  await tx.execute(sql.raw('close backup_rows'));
  if (out) await finished(out.end());
  return { rows, sha256: hash.digest('hex') };
}

/** Every app table's row count and checksum, read from one snapshot. */
export const tableDigests = (db: Database): Promise<Record<string, TableDigest>> =>
  inSnapshot(db, async (tx) => {
    const digests: Record<string, TableDigest> = {};
    for (const table of await appTablesInLoadOrder(tx)) {
      digests[table.name] = await dumpTable(tx, table);
    }
    return digests;
  });
