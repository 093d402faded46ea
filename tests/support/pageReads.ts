import { MAX_LIST_ROWS, MAX_WHOLE_ROWS, SEARCH_MATCHES } from '../../common/listLimits';
import { SEARCH_WALK } from '../../server/lib/searchPage';
import type { DatabaseHandle } from '../../server/db/client';
import { countedBesideNodes, pagesRead, planNodes, rowsRead, type PlanNode } from './queryPlans';
import { sentStatementsOf, type SentStatement } from './statementCounter';

/** The tables that grow with use: a page may read none of them whole. */
export const GROWING = [
  ...['aov_skins', 'users', 'wallets', 'transactions', 'ledger_entries'],
  ...['audit_events', 'topup_orders', 'bank_events'],
];
/** Rows a page's statement may read beyond those it skips and shows: a page's worth of others. */
export const PAGE_ROWS = 1_000;
/** A capped count reads up to MAX_LIST_ROWS matches and a page's worth of other rows among them. */
export const COUNT_ROWS = MAX_LIST_ROWS + PAGE_ROWS;
/** Rows read whole and sorted: up to MAX_WHOLE_ROWS, and a page's worth the estimate missed. */
const WHOLE_ROWS = MAX_WHOLE_ROWS + PAGE_ROWS;

/** One scan of a growing table by a page's statement: the rows it read, and as many as it may. */
export interface ScanRead {
  scan: string;
  read: number;
  limit: number;
}

/** A statement that only reads: EXPLAIN ANALYZE may run it again without changing anything. */
const onlyReads = ({ text }: SentStatement) =>
  /^\s*(select|with)\b/i.test(text) && !/\b(insert|update|delete)\b/i.test(text);

/**
 * The rows a list statement may read, from its page's offset: its capped count (a statement of
 * its own, or run first within the page's) up to COUNT_ROWS; a search's walk of the asked order
 * SEARCH_WALK for each of its (at most two) branches, its matches read as found SEARCH_MATCHES
 * and a page's worth more (the rows an index's recheck drops); a list, a branch or a walk read
 * whole and sorted (the planner expecting MAX_WHOLE_ROWS rows at most) WHOLE_ROWS; any other
 * the rows it skips and PAGE_ROWS.
 */
function statementLimit(text: string, offset: number) {
  if (/^\s*select count\(\*\)/i.test(text)) return COUNT_ROWS;
  if (/\bwhole\.list_key\b|\bwhole_walk\b/.test(text)) return WHOLE_ROWS;
  if (/"walk_hit"/.test(text)) return 2 * SEARCH_WALK + offset;
  if (/"match_key"/.test(text)) return SEARCH_MATCHES + PAGE_ROWS;
  return offset + PAGE_ROWS;
}

/** Each scan of a growing table in `plan`, `text`'s plan, with the rows it read and may read. */
export function scansOf(text: string, plan: PlanNode, offset: number): ScanRead[] {
  const limit = statementLimit(text, offset);
  const counted = countedBesideNodes(plan);
  return planNodes(plan)
    .filter((n) => GROWING.includes(n['Relation Name'] ?? ''))
    .map((node) => ({
      scan: `${node['Node Type']} on ${node['Relation Name']}`,
      read: rowsRead(node),
      limit: counted.includes(node) ? COUNT_ROWS : limit,
    }));
}

/** `statement` run again under EXPLAIN (ANALYZE, BUFFERS) on either kind of database. */
async function analyzedOn(database: DatabaseHandle, { text, values }: SentStatement) {
  const query = `explain (analyze, buffers, format json) ${text}`;
  const [row] = database.pool
    ? (await database.pool.query(query, values)).rows
    : (await database.pglite!.query<Record<string, unknown>>(query, values)).rows;
  const plan = Object.values(row as Record<string, unknown>)[0];
  const [{ Plan }] = (typeof plan === 'string' ? JSON.parse(plan) : plan) as [{ Plan: PlanNode }];
  return Plan;
}

/** What a piece of work's reads cost: the pages they touched, and each scan of a growing table. */
export interface PageReads {
  pages: number;
  scans: ScanRead[];
}

/**
 * Measures a list request's reads: its read-only statements run again under EXPLAIN (ANALYZE,
 * BUFFERS) with the values they were sent with. Unlike a time, neither figure moves with the
 * machine's load, so they show how a list's work grows with its table.
 */
export function pageReadsMeter(database: DatabaseHandle) {
  const sentBy = sentStatementsOf(database);
  return async <T>(work: () => Promise<T>, offset: number) => {
    const { result, sent } = await sentBy(work);
    const reads: PageReads = { pages: 0, scans: [] };
    for (const statement of sent.filter(onlyReads)) {
      const plan = await analyzedOn(database, statement);
      reads.pages += pagesRead(plan);
      reads.scans.push(...scansOf(statement.text, plan, offset));
    }
    return { result, reads };
  };
}

/** The scans that read more rows than they may. */
export const overBound = (scans: ScanRead[]) => scans.filter((s) => s.read > s.limit);
