import { getTableColumns, getTableName } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import {
  defaultSortOf,
  exportOf,
  methodsOf,
  sortsOf,
  type ResourceDefinition,
} from '../../../common/resources/define';
import type { ExportRow } from '../export/columns';
import type { CustomFilter } from '../restFilters';
import { registerRestResource, type RestAction, type RestResource } from '../restResource';
import { exportColumnsOf } from './exportColumns';
import { inputOf, recordOf } from './fieldSchemas';
import { withReferenceNames } from './referenceNames';
import { noteReferences, referredBy } from './referrers';
import { slugStamp } from './slugStamp';
import { tableNamed } from './tables';

/** What a definition cannot say as data: related rows, custom filters, delete rules, scopes. */
export interface ServerPart {
  /** The rows a request may see (a member, the active tools only). */
  scope?: RestResource<never>['scope'];
  /** Its rows gather very unevenly under its scope (one member's orders among a million). */
  skewed?: boolean;
  /** Answered fields that are not the definition's (a wallet's version, a tool's options). */
  record?: z.ZodRawShape;
  /** Written fields that are not the definition's, with their own checks (a tool's options). */
  input?: z.ZodRawShape;
  /** Filters that are not a column of the table (skins by their hero's tag). */
  filters?: Record<string, CustomFilter>;
  /** Sorts read from another column than their field's (skins' label by its rank). */
  sorts?: Record<string, PgColumn>;
  expand?: RestResource<never>['expand'];
  afterWrite?: RestResource<never>['afterWrite'];
  /** Why a delete is refused beyond the rows of other definitions referring to it (said apart). */
  inUse?: RestResource<never>['inUse'];
  /** Actions on one row beside its CRUD, by name: `POST /api/{apiPath}/:id/{name}`. */
  actions?: Record<string, RestAction>;
  /** Adds the exported values that are not columns (a hero's tag names), one query a batch. */
  exportExpand?: (db: Database, rows: ExportRow[]) => Promise<ExportRow[]>;
}

/**
 * Registers a definition's simple-rest routes (list, one, create, edit, delete, export) with
 * registerRestResource: its validation, record, search, filters and sorts from its fields, its
 * slug made from its source field on create, a unique field's message on a taken value, and a
 * delete refused while another definition's reference field points at the row.
 */
export function registerDefinition(
  app: FastifyInstance,
  db: Database,
  definition: ResourceDefinition,
  part: ServerPart = {},
): void {
  const table = tableNamed(definition.table);
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const columnOf = (key: string) => {
    const found = columns[key];
    if (!found) throw new Error(`${definition.name}: ${definition.table} has no column ${key}`);
    return found;
  };
  const byKey = (keys: string[], value: (key: string) => PgColumn | CustomFilter) =>
    Object.fromEntries(keys.map((key) => [key, value(key)]));
  const fields = Object.entries(definition.fields);
  const slug = fields.find(([, field]) => field.kind === 'slug');
  const unique = Object.fromEntries(
    fields.flatMap(([key, field]) =>
      'unique' in field && field.unique
        ? [
            [
              `${getTableName(table)}_${columnOf(key).name}_unique`,
              { field: key, message: field.unique },
            ],
          ]
        : [],
    ),
  );
  noteReferences(db, definition, table, columnOf);
  // The references' names first: a resource's own exported values may read them.
  const exportExpands = [withReferenceNames(definition), part.exportExpand].filter((e) => !!e);
  registerRestResource(app, db, {
    path: definition.apiPath,
    label: definition.title.toLowerCase(),
    table,
    id: columnOf('id'),
    access: { read: definition.access.read, write: definition.access.write },
    methods: methodsOf(definition),
    record: recordOf(definition, table, part.record),
    input: inputOf(definition).extend(part.input ?? {}),
    updateInput: inputOf(definition, 'update').extend(part.input ?? {}),
    scope: part.scope,
    skewed: part.skewed,
    search: (definition.list.search ?? []).map(columnOf),
    filters: byKey(definition.list.filters ?? [], (key) => part.filters?.[key] ?? columnOf(key)),
    sorts: byKey(
      sortsOf(definition).filter((key) => key !== 'id'),
      (key) => part.sorts?.[key] ?? columnOf(key),
    ) as Record<string, PgColumn>,
    defaultSort: defaultSortOf(definition),
    tag: definition.tag ?? definition.apiPath,
    ...(slug?.[1].kind === 'slug' && { stamp: slugStamp(slug[0], slug[1].from) }),
    unique,
    expand: part.expand,
    afterWrite: part.afterWrite,
    actions: part.actions,
    inUse: async (tx, id) => (await part.inUse?.(tx, id)) ?? referredBy(db, tx, definition, id),
    export: {
      fileName: exportOf(definition).fileName,
      columns: exportColumnsOf(definition),
      ...(exportExpands.length && {
        expand: async (rows: ExportRow[]) => {
          for (const expand of exportExpands) rows = await expand(db, rows);
          return rows;
        },
      }),
    },
  });
}
