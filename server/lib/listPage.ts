import { and, asc, desc, getTableName, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyReply } from 'fastify';
import type { Database } from '../db/client';
import { runNamed, type Preparable } from '../db/prepared';
import { rowsOf } from '../db/rows';
import { MAX_LIST_ROWS, MAX_WHOLE_ROWS } from '../../common/listLimits';
import type { ParsedListQuery } from './restQuery';
import { listSortOf, type ListSort } from './restSort';
import type { FanOut } from './restFilters';
import { estimatedRows, rememberedEstimate } from './plannerEstimate';
import { readSearchPage, type SearchList } from './searchPage';
import {
  cappedCountStatement,
  conditionShape,
  pageStatement,
  type ConditionShape,
} from './listStatements';

/**
 * Past this many rows in the planner's estimate the list is taken as "at least MAX_LIST_ROWS"
 * without counting: the margin absorbs the estimate's error, and counting ten thousand matches
 * of a search costs a recheck of each (hundreds of milliseconds at a million rows).
 */
const TRUSTED_ESTIMATE = 5 * MAX_LIST_ROWS;

const estimateKey = (list: ListRead, shape: ConditionShape) =>
  [getTableName(list.table), shape.text, JSON.stringify(shape.values)].join('\u0000');

/**
 * The Content-Range total of a list page, costing no scan of the whole list: a page shorter
 * than asked ends the list, so its total is exact; otherwise the matching rows counted up to
 * MAX_LIST_ROWS (the deepest a list pages: `counted` when the page's statement counted them),
 * or taken as that many when the planner expects far more.
 */
async function listTotal(
  db: Database,
  list: ListRead,
  shape: ConditionShape,
  pageRows: number,
  counted: number | undefined,
): Promise<number> {
  const { table, range } = list;
  if (pageRows < range.limit && (pageRows > 0 || range.offset === 0)) {
    return range.offset + pageRows;
  }
  const matching = db
    .select({ one: sql`1` })
    .from(table)
    .where(list.condition);
  if ((await estimatedRows(db, estimateKey(list, shape), matching)) >= TRUSTED_ESTIMATE) {
    return MAX_LIST_ROWS;
  }
  return counted ?? cappedCountStatement(db, table, shape, list.skewed)();
}

type RunStatement = <Result>(query: PromiseLike<Result> & Preparable<Result>) => Promise<Result>;

/**
 * How a list's statements are planned. By default each shape is named after its text, so
 * PostgreSQL parses it once per connection and may keep one generic plan for every value. A
 * skewed list (one wallet's transactions among a million) is planned for its own values on
 * every request instead: a generic plan, blind to how few rows a member's wallet has, walked
 * all of a million transactions to count 1 500 of them (0.4 s).
 */
const runnerOf = (skewed: boolean | undefined): RunStatement =>
  skewed ? async (query) => await query : runNamed;

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
 * One page of a list in its sort (then the id, so it is total), and its Content-Range total. A
 * search is read by `readSearchPage`, bounded whatever it matches; a list of several parts
 * (branches, fanned-out values) merges each part's first rows; a filtered list of few rows that
 * no index orders is read whole and sorted; any other page's statements are built once per shape
 * (`server/lib/listStatements.ts`).
 */
export async function readListPage(
  db: Database,
  list: ListRead,
): Promise<{ rows: Record<string, unknown>[]; total: number }> {
  const { table, id, condition, search } = list;
  const direction = list.sort.order === 'ASC' ? asc : desc;
  const byIds = (ids: SQLWrapper | number[]) =>
    db
      .select()
      .from(table)
      .where(inArray(id, ids))
      .orderBy(direction(list.sort.column), direction(id));
  if (search) {
    const { ids, total } = await readSearchPage(db, { ...list, search });
    return { rows: ids.length ? await byIds(ids) : [], total };
  }
  const shape = conditionShape(list.page?.condition ?? condition);
  const pageIds = list.branches
    ? await mergedPageIds(db, list, list.branches)
    : list.fanOut
      ? await fannedPageIds(db, list, list.fanOut)
      : (await filteredReadWhole(db, list)) &&
        pageOfMerged(list, sql`(${sortedWholeOf(db, list, condition)}) merged`);
  if (pageIds) {
    const rows = await runnerOf(list.skewed)(byIds(pageIds));
    return { rows, total: await listTotal(db, list, shape, rows.length, undefined) };
  }
  // Counted beside the page unless the planner is known to expect far more rows than a list pages.
  const withTotal = !((rememberedEstimate(estimateKey(list, shape)) ?? 0) >= TRUSTED_ESTIMATE);
  const { rows, total } = await pageStatement(
    db,
    { ...list, leading: list.page?.leading },
    shape,
    withTotal,
  )();
  return { rows, total: await listTotal(db, list, shape, rows.length, total) };
}

/** What a list reads its pages from. */
export interface ListSource {
  /** The Content-Range unit: `heroes`. */
  unit: string;
  table: PgTable;
  id: PgColumn;
  /** Sortable fields. */
  sorts: Record<string, PgColumn>;
  defaultSort?: ListSort;
  /** Its rows gather very unevenly under its conditions (see runnerOf). */
  skewed?: boolean;
}

/** What a list route offers its callers to sort and filter by, in its route's `config.list`. */
export interface ListOffer {
  sorts: string[];
  filters: string[];
}

export const listOfferOf = (source: ListSource, filters: string[]): ListOffer => ({
  sorts: Object.keys(source.sorts),
  filters,
});

/**
 * RFC 9110's forms: `heroes 0-24/319` for the rows sent; an empty page (an empty list, or past
 * its end) has no first and last position, so it says only the total, as an unsatisfied range
 * does: `heroes *\/0`, `tools *\/2`. ra-data-simple-rest reads the total after the slash.
 */
export function contentRange(unit: string, offset: number, count: number, total: number) {
  return count ? `${unit} ${offset}-${offset + count - 1}/${total}` : `${unit} */${total}`;
}

/**
 * The page of `source` the query asks for under `where` (its condition and search), in
 * ra-data-simple-rest's dialect: the rows in the query's sort, and their place and total in the
 * Content-Range header.
 */
export async function sendListPage(
  db: Database,
  reply: FastifyReply,
  source: ListSource,
  query: ParsedListQuery,
  where: {
    condition: SQL | undefined;
    page?: IndexedPage;
    search?: SQL;
    branches?: SQL[];
    branchFilters?: SQL;
    fanOut?: FanOut;
    filtered?: boolean;
  },
): Promise<Record<string, unknown>[]> {
  const { rows, total } = await readListPage(db, {
    table: source.table,
    id: source.id,
    ...where,
    search: where.search,
    range: query.range,
    sort: listSortOf(source.sorts, query.sort, source.defaultSort),
    skewed: source.skewed,
  });
  reply.header('content-range', contentRange(source.unit, query.range.offset, rows.length, total));
  return rows;
}
