import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../db/client';

/** How long a planner estimate is reused: it only moves with the table's size and statistics. */
const ESTIMATE_TTL_MS = 30_000;
const MAX_REMEMBERED_ESTIMATES = 1000;
const estimates = new Map<string, { rows: number; untilMs: number }>();

/** The estimate remembered under `key`, if it is fresh. */
export function rememberedEstimate(key: string): number | undefined {
  const known = estimates.get(key);
  return known && known.untilMs > Date.now() ? known.rows : undefined;
}

/**
 * The planner's row estimate for `query`: a plan, not a run, so it costs no scan; remembered
 * under `key` (its shape and values) for ESTIMATE_TTL_MS, which saves a round trip on every full
 * page after the first. Lists use it to choose between counting and "at least MAX_LIST_ROWS",
 * and between reading a part whole or along the sort's index.
 */
export async function estimatedRows(db: Database, key: string, query: SQLWrapper): Promise<number> {
  const known = rememberedEstimate(key);
  if (known !== undefined) return known;
  const result = await db.execute(sql`explain (format json) ${query}`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<
    string,
    unknown
  >[];
  const plan = rows[0]?.['QUERY PLAN'];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as [
    { Plan: { 'Plan Rows': number } },
  ];
  const estimate = parsed[0].Plan['Plan Rows'];
  if (estimates.size >= MAX_REMEMBERED_ESTIMATES) estimates.clear();
  estimates.set(key, { rows: estimate, untilMs: Date.now() + ESTIMATE_TTL_MS });
  return estimate;
}
