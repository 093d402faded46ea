import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../db/schema';
import { madeTable } from '../../db/schema/definedTable';

const tables = new Map(
  Object.values(schema)
    .filter((value) => is(value, PgTable))
    .map((table) => [getTableName(table as PgTable), table as PgTable]),
);

/** The Drizzle table of this name: exported by server/db/schema (where drizzle-kit reads it), or made from a definition. */
export function tableNamed(name: string): PgTable {
  const table = tables.get(name) ?? madeTable(name);
  if (!table) throw new Error(`No table ${name} in server/db/schema`);
  return table;
}
