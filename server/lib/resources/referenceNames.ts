import { getTableColumns, inArray } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { RESOURCE_DEFINITIONS } from '../../../common/resources';
import { exportOf, type ResourceDefinition } from '../../../common/resources/define';
import type { ExportRow } from '../export/columns';
import { tableNamed } from './tables';

/** Where an exported reference's row name is kept on the row (`heroId` → its hero's name). */
export const referenceNameKey = (key: string) => `${key}:name`;

/**
 * The exported reference fields' row names, one query a field a batch: a spreadsheet shows the
 * hero's name, not its id. Undefined when the definition exports no reference field.
 */
export function withReferenceNames(definition: ResourceDefinition) {
  const exported = new Set(exportOf(definition).columns);
  const references = Object.entries(definition.fields).flatMap(([key, field]) => {
    if (field.kind !== 'reference' || !exported.has(key)) return [];
    const target = RESOURCE_DEFINITIONS.find((d) => d.name === field.resource);
    if (!target) throw new Error(`${definition.name}.${key}: no definition ${field.resource}`);
    const table = tableNamed(target.table);
    const columns = getTableColumns(table) as Record<string, PgColumn>;
    return [{ key, table, id: columns.id!, name: columns[field.represent]! }];
  });
  if (!references.length) return undefined;
  return async (db: Database, rows: ExportRow[]) => {
    let named = rows;
    for (const { key, table, id, name } of references) {
      const ids = [...new Set(rows.map((row) => row[key]).filter((v) => typeof v === 'number'))];
      const found = ids.length
        ? await db.select({ id, name }).from(table).where(inArray(id, ids))
        : [];
      const names = new Map(found.map((row) => [row.id, row.name]));
      named = named.map((row) => ({ ...row, [referenceNameKey(key)]: names.get(row[key]) }));
    }
    return named;
  };
}
