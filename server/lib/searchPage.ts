import { and, asc, count, desc, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { MAX_WHOLE_ROWS, SEARCH_MATCHES } from '../../common/listLimits';
import type { Database } from '../db/client';
import { rowsOf } from '../db/rows';
import { conditionShape } from './listStatements';
import { estimatedRows } from './plannerEstimate';

/**
 * How many rows of the asked order a capped search walks for its page: where the matches are
 * dense from the start (a common word in the newest transactions), the page is the exact one.
 */
export const SEARCH_WALK = 2_000;

export interface SearchList {
  table: PgTable;
  id: PgColumn;
  /** The scope and the other filters. */
  condition: SQL | undefined;
  search: SQL;
  range: { offset: number; limit: number };
  sort: { column: PgColumn; order: 'ASC' | 'DESC' };
  /**
   * Conditions one of which every row under `condition` meets, each served by an index of its
   * own (a wallet's transactions sent, and received): a page is merged from each one's rows.
   */
  branches?: SQL[];
  /**
   * What a branch is read under beside itself: `condition` without the scope the branches make
   * up. Their OR, repeated beside a branch, blurred the planner's estimate of it (a member's
   * 6 570 sent transfers taken as 41), so it read them all rather than its index's first rows.
   */
  branchFilters?: SQL;
}

/**
 * At most SEARCH_MATCHES + 1 matching rows (as found, e.g. through the trigram index or a scan
 * that stops there), with their sort key: what a search's page is sorted from.
 */
export function searchMatches(db: Database, list: SearchList) {
  return db
    .select({
      id: sql<number>`${list.id}`.as('match_id'),
      key: sql`${list.sort.column}`.as('match_key'),
    })
    .from(list.table)
    .where(and(list.condition, list.search))
    .limit(SEARCH_MATCHES + 1)
    .as('matches');
}

const directionOf = (list: SearchList) => (list.sort.order === 'ASC' ? asc : desc);

/** The page's ids among the bounded matches, each row also carrying how many were found. */
export function searchPageStatement(db: Database, list: SearchList, limit: number) {
  const matches = searchMatches(db, list);
  const direction = directionOf(list);
  return db
    .select({ id: matches.id, found: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(matches)
    .orderBy(direction(matches.key), direction(matches.id))
    .limit(limit)
    .offset(list.range.offset);
}

/** The first SEARCH_WALK rows of the asked order under `condition`, each saying if it matches. */
function walkedRows(db: Database, list: SearchList, condition: SQL | undefined, whole: boolean) {
  const direction = directionOf(list);
  const rows = db
    .select({
      id: sql<number>`${list.id}`.as('walk_id'),
      key: sql`${list.sort.column}`.as('walk_key'),
      hit: sql<boolean>`${list.search}`.as('walk_hit'),
    })
    .from(list.table)
    .where(condition);
  if (!whole) {
    return sql`${rows.orderBy(direction(list.sort.column), direction(list.id)).limit(SEARCH_WALK)}`;
  }
  const order = sql.raw(list.sort.order === 'ASC' ? 'asc' : 'desc');
  return sql`select * from (${rows} offset 0) whole_walk
    order by walk_key ${order}, walk_id ${order} limit ${SEARCH_WALK}`;
}

/**
 * Whether the walk reads the rows under `condition` whole and sorts them: when the planner
 * expects at most MAX_WHOLE_ROWS of them (a member's own orders). Along the sort's index of the
 * whole table, a member's search for a word they never wrote walked every order to find
 * SEARCH_WALK of theirs.
 */
async function walksWhole(db: Database, list: SearchList, condition: SQL | undefined) {
  if (!condition) return false;
  const shape = conditionShape(condition);
  const key = ['walk', getTableName(list.table), shape.text, JSON.stringify(shape.values)];
  const rows = db
    .select({ one: sql`1` })
    .from(list.table)
    .where(condition);
  return (await estimatedRows(db, key.join('\u0000'), rows)) <= MAX_WHOLE_ROWS;
}

/**
 * The page's ids among the first SEARCH_WALK rows of the asked order (exact if it fills), and
 * how many of those rows match. With branches (a member's sent and received transactions) each
 * branch's first rows are read through its own index and merged, as a list page does: under
 * their OR the walk went along the whole table to a member's older rows (130 ms at a million).
 */
async function pageOfWalk(db: Database, list: SearchList, limit: number) {
  const order = sql.raw(list.sort.order === 'ASC' ? 'asc' : 'desc');
  const walked = list.branches
    ? sql`(select * from (${sql.join(
        await Promise.all(
          list.branches.map(async (branch) => {
            const condition = and(branch, list.branchFilters);
            return sql`(${walkedRows(db, list, condition, await walksWhole(db, list, condition))})`;
          }),
        ),
        sql` union `,
      )}) parts order by walk_key ${order}, walk_id ${order} limit ${SEARCH_WALK})`
    : sql`(${walkedRows(db, list, list.condition, await walksWhole(db, list, list.condition))})`;
  const rows = rowsOf<{ id: number; hits: number | string }>(
    await db.execute(sql`select walk_id as id, count(*) over () as hits from ${walked} walked
      where walk_hit order by walk_key ${order}, walk_id ${order}
      limit ${limit} offset ${list.range.offset}`),
  );
  return { ids: rows.map((r) => Number(r.id)), hits: Number(rows[0]?.hits ?? 0) };
}

/**
 * The ids of one page of a searched list and its total, bounded whatever the search matches.
 * First the asked order's first SEARCH_WALK rows are walked: when more than SEARCH_MATCHES of
 * them match (a common word among the newest transactions), the total is SEARCH_MATCHES and the
 * page is the walk's own. Otherwise up to SEARCH_MATCHES + 1 matches are read as the database
 * finds them: up to SEARCH_MATCHES the page is exact, every match read and sorted; past them the
 * total is SEARCH_MATCHES and the page is the walk's if it filled, else drawn, in the asked
 * order, from the matches read. Reading the matches first found a word of the newest rows only
 * after a scan from the oldest (950 000 rows at a million transactions, 0.1–4 s). The statements
 * are not named, so PostgreSQL plans each for its own search text (a generic plan, blind to how
 * common the word is, could choose a whole-table scan).
 */
export async function readSearchPage(
  db: Database,
  list: SearchList,
): Promise<{ ids: number[]; total: number }> {
  const countMatches = async () =>
    (await db.select({ n: count() }).from(searchMatches(db, list)))[0]?.n ?? 0;
  const limit = Math.min(list.range.limit, SEARCH_MATCHES - list.range.offset);
  if (limit <= 0) return { ids: [], total: Math.min(await countMatches(), SEARCH_MATCHES) };
  const walked = await pageOfWalk(db, list, limit);
  if (walked.hits > SEARCH_MATCHES) return { ids: walked.ids, total: SEARCH_MATCHES };
  const page = await searchPageStatement(db, list, limit);
  const found = page[0]?.found ?? (list.range.offset ? await countMatches() : 0);
  if (found <= SEARCH_MATCHES) return { ids: page.map((r) => r.id), total: found };
  return {
    ids: walked.ids.length === limit ? walked.ids : page.map((r) => r.id),
    total: SEARCH_MATCHES,
  };
}
