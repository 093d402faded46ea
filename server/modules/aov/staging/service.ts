import { and, asc, eq, inArray } from 'drizzle-orm';
import type {
  ApproveResult,
  ImportSummary,
  StagedRow,
  StagedRowStatus as RowStatus,
  StagingKind,
} from '../../../../common/aov';
import type { Database, Executor } from '../../../db/client';
import { aovStagingRows } from '../../../db/schema';
import { notFound } from '../../../lib/errors';
import { STAGING } from './kinds';
import { NOT_AN_OBJECT } from './rowValues';

type StoredRow = Pick<typeof aovStagingRows.$inferSelect, 'id' | 'line' | 'data'>;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Judges staged rows against the catalogue as it is now (statuses are never stale). Pass every
 * staged row of the kind: a slug seen on an earlier line makes the later row an error.
 */
export async function evaluateRows(
  db: Executor,
  kind: StagingKind,
  rows: StoredRow[],
): Promise<StagedRow[]> {
  const definition = STAGING[kind];
  const parsed = rows.map((row) => definition.row.safeParse(row.data));
  const valid = parsed.flatMap((p) => (p.success ? [p.data] : []));
  // One after the other: `db` may be a transaction, whose one connection takes a query at a time.
  const current = await definition.current(
    db,
    valid.map((v) => v.slug),
  );
  const missing = await definition.missingReferences(db, valid);
  const firstLineOf = new Map<string, number>();
  let validIndex = 0;
  return rows.map((row, i) => {
    const result = parsed[i]!;
    const base = { id: row.id, line: row.line, data: row.data, changes: [] };
    if (!result.success) {
      const errors: Record<string, string> = {};
      for (const issue of result.error.issues)
        errors[String(issue.path[0] ?? '_')] ??= issue.message;
      return { ...base, status: 'error', errors, values: null, current: null };
    }
    const values = result.data;
    const refsMissing = missing[validIndex++];
    const now = current.get(values.slug) ?? null;
    const earlier = firstLineOf.get(values.slug);
    if (earlier === undefined) firstLineOf.set(values.slug, row.line);
    const errors =
      earlier !== undefined ? { slug: `Slug trùng với dòng ${earlier}` } : (refsMissing ?? null);
    const changes = now ? Object.keys(values).filter((k) => !same(values[k], now[k])) : [];
    const status: RowStatus = errors
      ? 'error'
      : !now
        ? 'new'
        : changes.length
          ? 'changed'
          : 'unchanged';
    return { ...base, status, errors, values, current: now, changes };
  });
}

const rowsOf = (db: Executor, kind: StagingKind, ids?: number[]) =>
  db
    .select({ id: aovStagingRows.id, line: aovStagingRows.line, data: aovStagingRows.data })
    .from(aovStagingRows)
    .where(and(eq(aovStagingRows.kind, kind), ids ? inArray(aovStagingRows.id, ids) : undefined))
    .orderBy(asc(aovStagingRows.line), asc(aovStagingRows.id));

export async function listStaged(db: Executor, kind: StagingKind): Promise<StagedRow[]> {
  return evaluateRows(db, kind, await rowsOf(db, kind));
}

const asData = (raw: unknown): Record<string, unknown> =>
  raw && typeof raw === 'object' && !Array.isArray(raw)
    ? (raw as Record<string, unknown>)
    : { [NOT_AN_OBJECT]: raw };

export function summarise(rows: StagedRow[]): ImportSummary {
  const count = (status: RowStatus) => rows.filter((r) => r.status === status).length;
  return {
    total: rows.length,
    new: count('new'),
    changed: count('changed'),
    unchanged: count('unchanged'),
    error: count('error'),
    errors: rows.flatMap((r) => (r.errors ? [{ line: r.line, errors: r.errors }] : [])),
  };
}

/** Replaces the staging rows of a kind with a new import (the last crawl is what is staged). */
export async function stageRows(
  db: Database,
  kind: StagingKind,
  raws: unknown[],
): Promise<ImportSummary> {
  return db.transaction(async (tx) => {
    await tx.delete(aovStagingRows).where(eq(aovStagingRows.kind, kind));
    for (let start = 0; start < raws.length; start += 500) {
      await tx.insert(aovStagingRows).values(
        raws.slice(start, start + 500).map((raw, i) => ({
          kind,
          line: start + i + 1,
          data: asData(raw),
        })),
      );
    }
    return summarise(await listStaged(tx, kind));
  });
}

export async function editStaged(
  db: Executor,
  kind: StagingKind,
  id: number,
  data: Record<string, unknown>,
): Promise<StagedRow> {
  const [updated] = await db
    .update(aovStagingRows)
    .set({ data })
    .where(and(eq(aovStagingRows.kind, kind), eq(aovStagingRows.id, id)))
    .returning({ id: aovStagingRows.id });
  if (!updated) throw notFound('Không tìm thấy dòng này trong vùng tạm');
  return (await listStaged(db, kind)).find((row) => row.id === id)!;
}

/**
 * Writes the chosen rows (every row: `null`) into the catalogue, in the caller's transaction.
 * They stay staged, now matching the catalogue: approving them again changes nothing.
 */
export async function approveStagedIn(
  tx: Executor,
  kind: StagingKind,
  ids: number[] | null,
): Promise<ApproveResult> {
  const chosen = ids && new Set(ids);
  const locked = await rowsOf(tx, kind).for('update');
  const rows = (await evaluateRows(tx, kind, locked)).filter(
    (row) => !chosen || chosen.has(row.id),
  );
  const result: ApproveResult = { created: 0, updated: 0, unchanged: 0, skipped: 0 };
  for (const row of rows) {
    if (row.status === 'error') result.skipped++;
    else if (row.status === 'unchanged') result.unchanged++;
    else {
      await STAGING[kind].upsert(tx, row.values!);
      result[row.status === 'new' ? 'created' : 'updated']++;
    }
  }
  return result;
}

/** Writes the chosen rows into the catalogue in one transaction. */
export const approveStaged = (db: Database, kind: StagingKind, ids: number[]) =>
  db.transaction((tx) => approveStagedIn(tx, kind, ids));

export async function discardStaged(db: Executor, kind: StagingKind, ids: number[]) {
  const gone = await db
    .delete(aovStagingRows)
    .where(and(eq(aovStagingRows.kind, kind), inArray(aovStagingRows.id, ids)))
    .returning({ id: aovStagingRows.id });
  return gone.length;
}
