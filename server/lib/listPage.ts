import { asc, desc, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyReply } from 'fastify';
import type { Database } from '../db/client';
import { runNamed, type Preparable } from '../db/prepared';
import { MAX_LIST_ROWS } from '../../common/listLimits';
import type { ParsedListQuery } from './restQuery';
import { listSortOf, type ListSort } from './restSort';
import { estimatedRows, rememberedEstimate } from './plannerEstimate';
import { readSearchPage } from './searchPage';
import type { FanOut } from './restFilters';
import { estimateKey, mergedPageIdsOf, type IndexedPage, type ListRead } from './listPageIds';
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
  const pageIds = await mergedPageIdsOf(db, list);
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
