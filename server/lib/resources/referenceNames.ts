import { getTableColumns, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../db/client';
import { RESOURCE_DEFINITIONS } from '../../../common/resources';
import { exportOf, type ResourceDefinition } from '../../../common/resources/define';
import type { ExportRow } from '../export/columns';
import { tableNamed } from './tables';

/** A reference field of a definition, and where the rows it points at keep their names. */
interface NamedReference {
  key: string;
  table: PgTable;
  id: PgColumn;
  name: PgColumn;
}

/** The definition's reference fields (of `keys` only, when given), each with its rows' names. */
export function referencesOf(
  definition: ResourceDefinition,
  keys?: ReadonlySet<string>,
): NamedReference[] {
  return Object.entries(definition.fields).flatMap(([key, field]) => {
    if (field.kind !== 'reference' || (keys && !keys.has(key))) return [];
    const target = RESOURCE_DEFINITIONS.find((d) => d.name === field.resource);
    if (!target) throw new Error(`${definition.name}.${key}: no definition ${field.resource}`);
    const table = tableNamed(target.table);
    const columns = getTableColumns(table) as Record<string, PgColumn>;
    return [{ key, table, id: columns.id!, name: columns[field.represent]! }];
  });
}

/** The names of the referenced rows of these ids, by id, in one query: a row deleted has none. */
export async function namesOf(
  db: Executor,
  reference: NamedReference,
  values: unknown[],
): Promise<Map<unknown, unknown>> {
  const ids = [...new Set(values.filter((v) => typeof v === 'number'))];
  if (!ids.length) return new Map();
  const { table, id, name } = reference;
  const found = await db.select({ id, name }).from(table).where(inArray(id, ids));
  return new Map(found.map((row) => [row.id, row.name]));
}

/** Where an exported reference's row name is kept on the row (`heroId` → its hero's name). */
export const referenceNameKey = (key: string) => `${key}:name`;

/**
 * The exported reference fields' row names, one query a field a batch: a spreadsheet shows the
 * hero's name, not its id. Undefined when the definition exports no reference field.
 */
export function withReferenceNames(definition: ResourceDefinition) {
  const references = referencesOf(definition, new Set(exportOf(definition).columns));
  if (!references.length) return undefined;
  return async (db: Database, rows: ExportRow[]) => {
    let named = rows;
    for (const reference of references) {
      const { key } = reference;
      const values = rows.map((row) => row[key]);
      const names = await namesOf(db, reference, values);
      named = named.map((row) => ({ ...row, [referenceNameKey(key)]: names.get(row[key]) }));
    }
    return named;
  };
}
