import {
  and,
  asc,
  count,
  desc,
  getTableColumns,
  gt,
  isNotNull,
  isNull,
  lt,
  or,
  sql,
} from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import type { ExportRow } from './columns';

export const EXPORT_BATCH = 500;

// The sort value travels as text and is cast back to the column's type, so a timestamp keeps
// its microseconds (a JS Date would round them and repeat or skip rows).
const CURSOR = '__exportCursor';
const ID = '__exportId';

export interface KeysetQuery {
  table: PgTable;
  id: PgColumn;
  sort: PgColumn;
  order: 'ASC' | 'DESC';
  where: SQL | undefined;
}

/** Rows strictly after the last one read, in PostgreSQL's order (NULLs last ascending). */
function after(query: KeysetQuery, cursor: string | null, lastId: number): SQL | undefined {
  const { sort, id } = query;
  const value = sql`${cursor}::${sql.raw(sort.getSQLType())}`;
  const nullable = !sort.notNull;
  if (query.order === 'ASC') {
    if (cursor === null) return and(isNull(sort), gt(id, lastId));
    return or(
      sql`${sort} > ${value}`,
      and(sql`${sort} = ${value}`, gt(id, lastId)),
      nullable ? isNull(sort) : undefined,
    );
  }
  if (cursor === null) return or(isNotNull(sort), and(isNull(sort), lt(id, lastId)));
  return or(sql`${sort} < ${value}`, and(sql`${sort} = ${value}`, lt(id, lastId)));
}

/**
 * Every matching row, EXPORT_BATCH at a time, by keyset on (sort, id): each batch is one index
 * range however deep, and only one batch is held in memory.
 */
export async function* keysetBatches(
  db: Database,
  query: KeysetQuery,
): AsyncGenerator<ExportRow[]> {
  const direction = query.order === 'ASC' ? asc : desc;
  const columns = getTableColumns(query.table);
  let last: { cursor: string | null; id: number } | undefined;
  for (;;) {
    const rows = await db
      .select({ ...columns, [CURSOR]: sql<string | null>`${query.sort}::text`, [ID]: query.id })
      .from(query.table)
      .where(and(query.where, last && after(query, last.cursor, last.id)))
      .orderBy(direction(query.sort), direction(query.id))
      .limit(EXPORT_BATCH);
    if (!rows.length) return;
    const end = rows.at(-1) as ExportRow;
    last = { cursor: end[CURSOR] as string | null, id: end[ID] as number };
    yield rows.map(({ [CURSOR]: _cursor, [ID]: _id, ...row }) => row as ExportRow);
    if (rows.length < EXPORT_BATCH) return;
  }
}

/** An export's rows: how many match, then the keyset batches that read them. */
export async function keysetRows(db: Database, query: KeysetQuery) {
  const [totals] = await db.select({ total: count() }).from(query.table).where(query.where);
  return { total: totals?.total ?? 0, batches: keysetBatches(db, query) };
}
