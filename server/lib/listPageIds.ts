import { and, asc, desc, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { rowsOf } from '../db/rows';
import { MAX_WHOLE_ROWS } from '../../common/listLimits';
import type { FanOut } from './restFilters';
import { estimatedRows } from './plannerEstimate';
import type { SearchList } from './searchPage';
import { conditionShape, type ConditionShape } from './listStatements';

/*
 * Which ids make a list page when no single statement of its shape gives them: the merge of a
 * member's branches, of a filter's values, or a filtered list read whole and sorted.
 */

export interface IndexedPage {
  condition: SQL;
  leading: PgColumn;
}

/** A list page's question: the rows under `condition` (and `search`), in `sort` then id. */
export type ListRead = Omit<SearchList, 'search'> & {
  search: SQL | undefined;
  /** Plan each request for its own values (see runnerOf). */
  skewed?: boolean;
  /**
   * How the page's rows are read when an index on (leading, sort) serves them: the condition
   * with leading's value as a range, in leading's order first (one value: the same order), which
   * only that index gives (see equalAsRange); or a bound on a column whose order agrees with the
   * sort's (see CustomFilter's `orders`). The planner's estimate reads `condition`.
   */
  page?: IndexedPage;
  /** The condition's rows as those of each of a few values of one column (see fannedPageIds). */
  fanOut?: FanOut;
  /** Filters narrow the list beyond its scope (see readWhole). */
  filtered?: boolean;
};

export const estimateKey = (list: ListRead, shape: ConditionShape) =>
  [getTableName(list.table), shape.text, JSON.stringify(shape.values)].join('\u0000');

const firstRowsOf = (db: Database, list: ListRead, condition: SQL | undefined) =>
  db
    .select({ id: list.id, key: sql`${list.sort.column}`.as('list_key') })
    .from(list.table)
    .where(condition)
    .orderBy(...[list.sort.column, list.id].map(list.sort.order === 'ASC' ? asc : desc))
    .limit(list.range.offset + list.range.limit);

/**
 * Every row under `condition`, read as the planner finds cheapest for them all (OFFSET 0 keeps
 * the list's order from reaching that choice), and the first `offset + limit` of them sorted.
 */
function sortedWholeOf(db: Database, list: ListRead, condition: SQL | undefined): SQL {
  const order = sql.raw(list.sort.order === 'ASC' ? 'asc' : 'desc');
  const rows = db
    .select({ id: list.id, key: sql`${list.sort.column}`.as('list_key') })
    .from(list.table)
    .where(condition);
  return sql`select whole.id, whole.list_key from (${rows} offset 0) whole
    order by whole.list_key ${order}, whole.id ${order}
    limit ${list.range.offset + list.range.limit}`;
}

/** Whether the planner expects at most MAX_WHOLE_ROWS rows under `condition`. */
async function fewEnoughToSort(db: Database, list: ListRead, condition: SQL | undefined) {
  const rows = db
    .select({ one: sql`1` })
    .from(list.table)
    .where(condition);
  const estimate = await estimatedRows(db, estimateKey(list, conditionShape(condition)), rows);
  return estimate <= MAX_WHOLE_ROWS;
}

/**
 * Whether a branch's rows are read whole and sorted rather than along an index in the list's
 * order: when the planner expects at most MAX_WHOLE_ROWS of them. Left to choose, it looked for a
 * member's first transactions by amount along the whole table's amount index, guessing them
 * spread through it, and passed 93 000 others (90 000 pages) at 100 k transactions to reach
 * theirs, all of amount 1. An unfiltered list in the id order is read along the branch's own
 * (column, id) index, which gives its first rows at once.
 */
async function readWhole(db: Database, list: ListRead, branch: SQL): Promise<boolean> {
  if (list.sort.column === list.id && !list.filtered) return false;
  return fewEnoughToSort(db, list, branch);
}

/**
 * Whether a filtered page that no index gives in its order is read whole and sorted: when the
 * planner expects at most MAX_WHOLE_ROWS rows under its filters. Left to choose, it looked for
 * them along the sort's index of the whole table: one initiator's 6 570 transactions by date
 * past 990 000 others at a million, the 980 orders confirmed by hand past 98 000 others by
 * amount.
 */
const filteredReadWhole = async (db: Database, list: ListRead) =>
  Boolean(list.filtered && !list.page) && fewEnoughToSort(db, list, list.condition);

/** The page's ids among `rows` (each part's first rows in the sort, with their `list_key`). */
function pageOfMerged(list: ListRead, rows: SQL): SQL {
  const order = sql.raw(list.sort.order === 'ASC' ? 'asc' : 'desc');
  return sql`(select merged.id from ${rows}
    order by merged.list_key ${order}, merged.id ${order}
    limit ${list.range.limit} offset ${list.range.offset})`;
}

/**
 * The ids of the page's rows as the merge of each branch's first `offset + limit` rows in the
 * sort. Under their OR the planner, guessing a member's rows spread through the table, walked
 * the primary key backwards past a million newer transactions to find 25 old ones (0.2 s); each
 * branch alone reads its own (wallet, id) index (0.5 ms), whole and sorted when it is small
 * (see readWhole).
 */
async function mergedPageIds(db: Database, list: ListRead, branches: SQL[]): Promise<SQL> {
  const parts = await Promise.all(
    branches.map(async (branch) => {
      const condition = and(branch, list.branchFilters);
      const whole = await readWhole(db, list, branch);
      // A fragment, not the query builder: that is awaitable itself, and would run here.
      return sql`(${whole ? sortedWholeOf(db, list, condition) : firstRowsOf(db, list, condition)})`;
    }),
  );
  const union = sql.join(parts, sql` union `);
  return pageOfMerged(list, sql`(${union}) merged`);
}

/**
 * `column` = `value`, the value given as a subquery's, which the planner does not look into: it
 * reads the part along the (column, sort) index for any value. Seeing a value most rows hold (the
 * audit log's transfers), it walked the primary key backwards past every newer row of the others.
 */
const oneValue = (column: PgColumn, value: unknown): SQL =>
  sql`${column} = (select cast(${value} as ${sql.raw(column.getSQLType())}))`;

/**
 * The ids of the page's rows as the merge of each fanned-out value's first `offset + limit` rows
 * in the sort, each read through its (column, sort, id) index: a tag's skins were otherwise
 * looked for along the whole name index (0.65 s at a million skins). The values are read first,
 * so that each is a part of its own and PostgreSQL merges the parts' ordered reads, stopping at
 * the page: about `offset + limit` rows in all, where a part joined to each value laterally read
 * that many from every value (110 000 rows, 50 ms, for a label kind's deepest page at a million).
 */
async function fannedPageIds(db: Database, list: ListRead, fanOut: FanOut): Promise<SQL | []> {
  const values = rowsOf<Record<string, unknown>>(await db.execute(fanOut.values)).map(
    (row) => Object.values(row)[0],
  );
  if (!values.length) return [];
  const parts = values.map(
    (value) => sql`(${firstRowsOf(db, list, and(list.condition, oneValue(fanOut.column, value)))})`,
  );
  return pageOfMerged(list, sql`(${sql.join(parts, sql` union all `)}) merged`);
}

/**
 * The ids of the page's rows where a list has several parts (branches, fanned-out values) or is
 * read whole and sorted; false where one statement of its shape reads the page.
 */
export async function mergedPageIdsOf(db: Database, list: ListRead): Promise<SQL | [] | false> {
  if (list.branches) return mergedPageIds(db, list, list.branches);
  if (list.fanOut) return fannedPageIds(db, list, list.fanOut);
  return (
    (await filteredReadWhole(db, list)) &&
    pageOfMerged(list, sql`(${sortedWholeOf(db, list, list.condition)}) merged`)
  );
}
