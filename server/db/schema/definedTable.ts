import { getTableColumns, getTableName, is } from 'drizzle-orm';
import {
  boolean,
  date,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type ExtraConfigColumn,
  PgTable,
  type PgColumnBuilderBase,
} from 'drizzle-orm/pg-core';
import { RESOURCE_DEFINITIONS } from '../../../common/resources';
import type { ResourceDefinition } from '../../../common/resources/define';
import type { Field } from '../../../common/resources/fields';
import * as handWritten from './handWritten';
import { uploads } from './uploads';

/** Every table made here, by name: the server finds a definition's table among them. */
const madeTables = new Map<string, PgTable>();
export const madeTable = (name: string) => madeTables.get(name);
/** The same, by their resource's name (`admin/notes`): what a reference field names. */
const madeForResource = new Map<string, PgTable>();

/** The id column of a resource's table, made here or written by hand. */
function idOf(resource: string) {
  const tableName = RESOURCE_DEFINITIONS.find((d) => d.name === resource)?.table;
  const table =
    madeForResource.get(resource) ??
    (Object.values(handWritten) as unknown[]).find(
      (value): value is PgTable => is(value, PgTable) && getTableName(value) === tableName,
    );
  if (!table) throw new Error(`A reference to ${resource}: no table of that resource`);
  return getTableColumns(table).id!;
}

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The column a field is stored in; what a create may leave out has a default. */
function columnOf(key: string, field: Field): PgColumnBuilderBase {
  const name = snake(key);
  switch (field.kind) {
    case 'text':
      return field.required ? text(name).notNull() : text(name).notNull().default('');
    case 'slug':
    case 'choice':
      return text(name).notNull();
    case 'pattern':
      return text(name).notNull().default('');
    case 'integer':
      return field.default === undefined
        ? integer(name).notNull()
        : integer(name).notNull().default(field.default);
    case 'reference':
      // A row others point at cannot go (its delete is refused, 409), as a skin keeps its hero.
      // Not RESTRICT: newer PostgreSQL (PGlite's) reports that as 23001, which the API answers 500.
      return integer(name)
        .notNull()
        .references(() => idOf(field.resource));
    case 'yesNo':
      return boolean(name).notNull().default(false);
    case 'day':
      return date(name);
    case 'time':
      return timestamp(name, { withTimezone: true }).notNull().defaultNow();
    case 'image':
      return uuid(name).references(() => uploads.id, { onDelete: 'set null' });
    case 'references':
      throw new Error(`${key}: a list of references needs a link table, written by hand`);
  }
}

/**
 * The table a definition's fields make, for a resource that needs nothing more: an identity id,
 * a column a field (snake_case), a unique index a unique field, and its creation and update
 * times. Exported from server/db/schema, drizzle-kit generates its migration.
 */
export function definedTable(definition: ResourceDefinition) {
  const fields = Object.entries(definition.fields);
  const table = pgTable(
    definition.table,
    {
      id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
      ...Object.fromEntries(fields.map(([key, field]) => [key, columnOf(key, field)])),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
      updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (columns) => {
      const t = columns as Record<string, ExtraConfigColumn>;
      return fields
        .filter(([, field]) => 'unique' in field && field.unique)
        .map(([key]) => uniqueIndex(`${definition.table}_${snake(key)}_unique`).on(t[key]!));
    },
  );
  madeTables.set(definition.table, table);
  madeForResource.set(definition.name, table);
  return table;
}
