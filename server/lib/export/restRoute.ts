import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import type { RouteAccess } from '../../plugins/auth';
import { filterConditions, type FilterSpec } from '../restFilters';
import { listSortOf, type ListSort } from '../restSort';
import type { ExportRow } from './columns';
import { keysetRows } from './keyset';
import { expandEach, registerExportRoute, type ExportSpec } from './send';

/** What a registerRestResource list hands its export route. */
export interface RestExportSource extends FilterSpec {
  path: string;
  label: string;
  tags: string[];
  table: PgTable;
  read: RouteAccess;
  sorts: Record<string, PgColumn>;
  defaultSort?: ListSort;
  where: (request: FastifyRequest, ...conditions: (SQL | undefined)[]) => SQL | undefined;
  /** Resolves the resource's scope for `where` before the handler runs. */
  preHandler?: (request: FastifyRequest) => Promise<void>;
  expand?: (db: Database, rows: ExportRow[]) => Promise<ExportRow[]>;
  spec: ExportSpec;
}

/** A list's export: every row under its filter, sort and scope, read in keyset batches. */
export function registerRestExport(app: FastifyInstance, db: Database, source: RestExportSource) {
  registerExportRoute(app, source, async (request, query) => {
    const { column, order } = listSortOf(source.sorts, query.sort, source.defaultSort);
    const where = source.where(request, ...filterConditions(source, query.filter));
    const { total, batches } = await keysetRows(db, {
      table: source.table,
      id: source.id,
      sort: column,
      order,
      where,
    });
    const expand = source.expand;
    return { total, batches: expand ? expandEach(batches, (r) => expand(db, r)) : batches };
  });
}
