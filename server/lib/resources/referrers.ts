import { count, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../db/client';
import type { ResourceDefinition } from '../../../common/resources/define';

/** A definition's reference field pointing at a resource: what its rows are called, and where. */
interface Referrer {
  title: string;
  table: PgTable;
  column: PgColumn;
}

/**
 * The reference fields of the definitions served over each database, by the resource they point
 * at: a resource finds what uses it here, so the one referred to says nothing of who refers.
 */
const referrers = new WeakMap<Database, Map<string, Referrer[]>>();

/** Notes where a definition's reference fields point, as it is served over `db`. */
export function noteReferences(
  db: Database,
  definition: ResourceDefinition,
  table: PgTable,
  columnOf: (key: string) => PgColumn,
) {
  const byResource = referrers.get(db) ?? new Map<string, Referrer[]>();
  referrers.set(db, byResource);
  for (const [key, field] of Object.entries(definition.fields)) {
    if (field.kind !== 'reference') continue;
    const list = byResource.get(field.resource) ?? [];
    list.push({ title: definition.title, table, column: columnOf(key) });
    byResource.set(field.resource, list);
  }
}

/**
 * Why a row of `definition` cannot be deleted: the rows of other resources referring to it, with
 * how many (`Không xóa được: 3 trang phục đang dùng tướng này`); undefined when none do.
 */
export async function referredBy(
  db: Database,
  executor: Executor,
  definition: ResourceDefinition,
  id: number,
): Promise<string | undefined> {
  const users: string[] = [];
  for (const { title, table, column } of referrers.get(db)?.get(definition.name) ?? []) {
    const [row] = await executor.select({ n: count() }).from(table).where(eq(column, id));
    if (row?.n) users.push(`${row.n} ${lower(title)}`);
  }
  if (!users.length) return undefined;
  return `Không xóa được: ${users.join(', ')} đang dùng ${lower(definition.title)} này`;
}

const lower = (title: string) => title.toLowerCase();
