import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';

/** A statement as node-postgres sent it: its text and its values. */
export interface SentQuery {
  text: string;
  values: unknown[];
}

const recording = new AsyncLocalStorage<SentQuery[]>();
let patched = false;

/** Keeps every query a node-postgres client sends within `recording`'s context. */
function watch() {
  if (patched) return;
  patched = true;
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [first, second] = args;
    const config = typeof first === 'object' && first && 'text' in first;
    const text = config ? (first as { text: string }).text : String(first);
    const values = (config && (first as { values?: unknown[] }).values) || second;
    recording.getStore()?.push({ text, values: Array.isArray(values) ? values : [] });
    return query.apply(this, args);
  } as typeof pg.Client.prototype.query;
}

/** The queries `work` sends to PostgreSQL, with their values (only its own async context). */
export async function queriesOf<T>(
  work: () => Promise<T>,
): Promise<{ result: T; queries: SentQuery[] }> {
  watch();
  const queries: SentQuery[] = [];
  const result = await recording.run(queries, async () => await work());
  return { result, queries };
}

/** One node of an `EXPLAIN (ANALYZE, FORMAT JSON)` plan. */
export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  'Parent Relationship'?: string;
  /** The shared buffers the node and those under it touched: pages found in memory, and read. */
  'Shared Hit Blocks': number;
  'Shared Read Blocks': number;
  Plans?: PlanNode[];
}

export const planNodes = (node: PlanNode): PlanNode[] => [
  node,
  ...(node.Plans ?? []).flatMap(planNodes),
];

/** The nodes of a page's capped count run beside its rows: the aggregate its statement runs first. */
export const countedBesideNodes = (plan: PlanNode): PlanNode[] =>
  planNodes(plan)
    .filter((n) => n['Parent Relationship'] === 'InitPlan' && n['Node Type'] === 'Aggregate')
    .flatMap(planNodes);

/** The rows a scan of `node` read from its relation: those it passed on and those it dropped. */
export const rowsRead = (node: PlanNode) =>
  (node['Actual Rows'] +
    (node['Rows Removed by Filter'] ?? 0) +
    (node['Rows Removed by Index Recheck'] ?? 0)) *
  node['Actual Loops'];

/** The pages a plan touched, whether found in shared buffers or read into them. */
export const pagesRead = (plan: PlanNode) => plan['Shared Hit Blocks'] + plan['Shared Read Blocks'];

/** `query` run under EXPLAIN ANALYZE on `client`: the plan it took, the rows and pages it read. */
export async function analyzed(client: pg.ClientBase, query: SentQuery): Promise<PlanNode> {
  const result = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
    `explain (analyze, buffers, format json) ${query.text}`,
    query.values,
  );
  return result.rows[0]!['QUERY PLAN'][0].Plan;
}
