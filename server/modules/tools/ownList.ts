import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { keysetRows } from '../../lib/export/keyset';
import { registerExportRoute, type ExportSpec } from '../../lib/export/send';
import { listOfferOf, sendListPage, type ListSource } from '../../lib/listPage';
import { listQuerySchema, parseListQuery, type ParsedListQuery } from '../../lib/restQuery';
import { listSortOf } from '../../lib/restSort';
import { badRequest } from '../../lib/errors';
import { currentUser } from '../../plugins/auth';
import { idParams } from '../../../common/schemas/tools';

/** The runs or the tasks: what their own list reads and answers. */
export interface OwnList<Row> {
  /** The path under /tools/{id}, and the Content-Range unit. */
  unit: 'runs' | 'tasks';
  /** What one row is called, in Vietnamese: `lần ghép ảnh`. */
  label: string;
  table: PgTable & { id: PgColumn; toolId: PgColumn; userId: PgColumn; createdAt: PgColumn };
  /** What a row looks like in answers, and how it is made from the table's row. */
  record: z.ZodObject;
  view: (row: Row) => Record<string, unknown>;
  export: ExportSpec;
}

const tags = ['tools'];
const read = 'permission.me';

/** The caller's rows of the tool in the path; a filter is refused (the list offers none). */
function ownRows(list: OwnList<never>, request: FastifyRequest, query: ParsedListQuery) {
  if (Object.keys(query.filter).length) {
    const message = 'Danh sách này không lọc được';
    throw badRequest(message, { filter: message }, 'BAD_FILTER');
  }
  const { id: toolId } = request.params as { id: number };
  const userId = currentUser(request).id;
  return and(eq(list.table.toolId, toolId), eq(list.table.userId, userId)) as SQL;
}

/**
 * GET /tools/{id}/runs|tasks and its export: one user's runs or tasks of one tool, newest first
 * (sorted by `id` or `createdAt`, no filter), read by the shared list code.
 */
export function registerOwnList<Row>(app: FastifyInstance, db: Database, list: OwnList<Row>) {
  const own = list as OwnList<never>;
  const { table } = list;
  const source: ListSource = {
    unit: list.unit,
    table,
    id: table.id,
    sorts: { id: table.id, createdAt: table.createdAt },
    defaultSort: { field: 'id', order: 'DESC' },
    skewed: true,
  };
  const path = `tools/:id/${list.unit}`;

  app.withTypeProvider<ZodTypeProvider>().get(
    `/${path}`,
    {
      config: { permission: read, list: listOfferOf(source, []) },
      schema: {
        tags,
        summary: `Các ${list.label} của chính mình với công cụ này`,
        params: idParams,
        querystring: listQuerySchema,
        response: { 200: z.array(list.record) },
      },
    },
    async (request, reply) => {
      const query = parseListQuery(request.query);
      const rows = await sendListPage(db, reply, source, query, {
        condition: ownRows(own, request, query),
      });
      return rows.map((row) => list.view(row as Row));
    },
  );

  registerExportRoute(
    app,
    { path, label: `${list.label} của mình`, tags, read, params: idParams, spec: list.export },
    async (request, query) => {
      const where = ownRows(own, request, query);
      const { column, order } = listSortOf(source.sorts, query.sort, source.defaultSort);
      return keysetRows(db, { table, id: table.id, sort: column, order, where });
    },
  );
}
