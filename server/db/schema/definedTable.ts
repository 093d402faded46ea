import { getTableColumns, getTableName, is, sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
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

/** The column of each field kind; what a create may leave out has a default. */
const columns = {
  requiredText: (name: string) => text(name).notNull(),
  text: (name: string) => text(name).notNull().default(''),
  optionalText: (name: string) => text(name),
  texts: (name: string) =>
    text(name)
      .array()
      .notNull()
      .default(sql`'{}'`),
  integer: (name: string) => integer(name).notNull(),
  optionalInteger: (name: string) => integer(name),
  integerOr: (name: string, value: number) => integer(name).notNull().default(value),
  // A row others point at cannot go: its delete is refused first with what uses it (409
  // IN_USE), the foreign key guarding a race. Not RESTRICT: newer PostgreSQL (PGlite's)
  // reports that as 23001, which the API answers 500.
  reference: (name: string, resource: string) =>
    integer(name)
      .notNull()
      .references(() => idOf(resource)),
  optionalReference: (name: string, resource: string) =>
    integer(name).references(() => idOf(resource)),
  yesNo: (name: string) => boolean(name).notNull().default(false),
  day: (name: string) => date(name),
  time: (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow(),
  image: (name: string) => uuid(name).references(() => uploads.id, { onDelete: 'set null' }),
};

type Made<K extends keyof typeof columns> = ReturnType<(typeof columns)[K]>;

/** The column a field of this kind makes, as Drizzle types it. */
type ColumnOf<F extends Field> = F extends { kind: 'text' }
  ? F extends { required: true }
    ? Made<'requiredText'>
    : Made<'text'>
  : F extends { kind: 'choice'; optional: true }
    ? Made<'optionalText'>
    : F extends { kind: 'slug' | 'choice' }
      ? Made<'requiredText'>
      : F extends { kind: 'texts' }
        ? Made<'texts'>
        : F extends { kind: 'pattern' }
          ? Made<'text'>
          : F extends { kind: 'integer'; optional: true }
            ? Made<'optionalInteger'>
            : F extends { kind: 'integer'; default: number }
              ? Made<'integerOr'>
              : F extends { kind: 'integer' }
                ? Made<'integer'>
                : F extends { kind: 'reference'; required: false }
                  ? Made<'optionalReference'>
                  : F extends { kind: 'reference' }
                    ? Made<'reference'>
                    : F extends { kind: 'yesNo' }
                      ? Made<'yesNo'>
                      : F extends { kind: 'day' }
                        ? Made<'day'>
                        : F extends { kind: 'time' }
                          ? Made<'time'>
                          : F extends { kind: 'image' }
                            ? Made<'image'>
                            : never;

function columnOf(key: string, field: Field): PgColumnBuilderBase {
  const name = snake(key);
  switch (field.kind) {
    case 'text':
      return field.required ? columns.requiredText(name) : columns.text(name);
    case 'slug':
      return columns.requiredText(name);
    case 'choice':
      return field.optional ? columns.optionalText(name) : columns.requiredText(name);
    case 'texts':
      return columns.texts(name);
    case 'pattern':
      return columns.text(name);
    case 'integer':
      if (field.optional) return columns.optionalInteger(name);
      return field.default === undefined
        ? columns.integer(name)
        : columns.integerOr(name, field.default);
    case 'reference':
      return field.required === false
        ? columns.optionalReference(name, field.resource)
        : columns.reference(name, field.resource);
    case 'yesNo':
      return columns.yesNo(name);
    case 'day':
      return columns.day(name);
    case 'time':
      return columns.time(name);
    case 'image':
      return columns.image(name);
    case 'references':
      throw new Error(`${key}: a list of references needs a link table, written by hand`);
  }
}

const stamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The table a definition's fields make, for a resource that needs nothing more: an identity id,
 * a column a field (snake_case, typed by its kind), a unique index a unique field, an index a
 * reference, and its creation and update times. Exported from server/db/schema, drizzle-kit
 * generates its migration.
 */
export function definedTable<Fields extends Record<string, Field>>(
  definition: ResourceDefinition<Fields>,
) {
  const fields = Object.entries(definition.fields) as [string, Field][];
  const made = Object.fromEntries(fields.map(([key, field]) => [key, columnOf(key, field)]));
  const table = pgTable(
    definition.table,
    {
      id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
      ...(made as { [K in keyof Fields]: ColumnOf<Fields[K]> }),
      ...stamps(),
    },
    (built) => {
      const t = built as unknown as Record<string, ExtraConfigColumn>;
      const indexName = (key: string, suffix: string) =>
        `${definition.table}_${snake(key)}_${suffix}`;
      return fields.flatMap(([key, field]) => [
        ...('unique' in field && field.unique
          ? [uniqueIndex(indexName(key, 'unique')).on(t[key]!)]
          : []),
        ...(field.kind === 'reference' ? [index(indexName(key, 'idx')).on(t[key]!)] : []),
      ]);
    },
  );
  madeTables.set(definition.table, table as unknown as PgTable);
  madeForResource.set(definition.name, table as unknown as PgTable);
  return table;
}
