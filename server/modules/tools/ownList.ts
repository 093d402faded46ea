import { and, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyReply } from 'fastify';
import type { Database } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { listPage } from '../../lib/listPage';
import { parseListQuery, type ListQuery } from '../../lib/restQuery';

export interface OwnListSource {
  /** The Content-Range unit. */
  unit: string;
  table: PgTable;
  id: PgColumn;
  toolId: PgColumn;
  userId: PgColumn;
  createdAt: PgColumn;
}

/**
 * One user's runs or tasks of one tool, newest first, in ra-data-simple-rest's dialect
 * (range, sort by `id` or `createdAt`, no filter), paged as every list is.
 */
export async function listOwnRows(
  db: Database,
  reply: FastifyReply,
  source: OwnListSource,
  owner: { toolId: number; userId: number },
  query: ListQuery,
): Promise<Record<string, unknown>[]> {
  const parsed = parseListQuery(query);
  if (Object.keys(parsed.filter).length) {
    const message = 'Danh sách này không lọc được';
    throw badRequest(message, { filter: message }, 'BAD_FILTER');
  }
  const sorts: Record<string, PgColumn> = { id: source.id, createdAt: source.createdAt };
  const sort = parsed.sort ?? { field: 'id', order: 'DESC' };
  const column = sorts[sort.field];
  if (!column) {
    const message = `Không thể sắp xếp theo: ${sort.field}`;
    throw badRequest(message, { sort: message }, 'BAD_SORT');
  }
  return listPage(db, reply, {
    table: source.table,
    id: source.id,
    where: and(eq(source.toolId, owner.toolId), eq(source.userId, owner.userId)),
    sortColumn: column,
    order: sort.order,
    range: parsed.range,
    unit: source.unit,
  });
}
