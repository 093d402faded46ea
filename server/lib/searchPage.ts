import { and, asc, count, desc, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { SEARCH_MATCHES } from '../../common/listLimits';
import type { Database } from '../db/client';

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

/**
 * The page's ids among the first SEARCH_WALK rows of the asked order (exact if it fills), and
 * how many of those rows match.
 */
async function pageOfWalk(db: Database, list: SearchList, limit: number) {
  const direction = directionOf(list);
  const walked = db
    .select({
      id: sql<number>`${list.id}`.as('walk_id'),
      key: sql`${list.sort.column}`.as('walk_key'),
      hit: sql<boolean>`${list.search}`.as('walk_hit'),
    })
    .from(list.table)
    .where(list.condition)
    .orderBy(direction(list.sort.column), direction(list.id))
    .limit(SEARCH_WALK)
    .as('walked');
  const rows = await db
    .select({ id: walked.id, hits: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(walked)
    .where(sql`${walked.hit}`)
    .orderBy(direction(walked.key), direction(walked.id))
    .limit(limit)
    .offset(list.range.offset);
  return { ids: rows.map((r) => r.id), hits: rows[0]?.hits ?? 0 };
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
