import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../db/schema';

const tables = new Map(
  Object.values(schema)
    .filter((value) => is(value, PgTable))
    .map((table) => [getTableName(table as PgTable), table as PgTable]),
);

/** The Drizzle table of this name, from server/db/schema (where drizzle-kit reads it too). */
export function tableNamed(name: string): PgTable {
  const table = tables.get(name);
  if (!table) throw new Error(`No table ${name} in server/db/schema`);
  return table;
}
