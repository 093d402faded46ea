import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyReply } from 'fastify';
import type { Database } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { parseListQuery, type ListQuery, type ParsedListQuery } from '../../lib/restQuery';
import { sortColumnOf } from '../../lib/restSort';

/** The list's sort (by `id` or `createdAt`, newest first by default) and its owner condition. */
export function ownListQuery(
  source: OwnListSource,
  owner: { toolId: number; userId: number },
  query: ParsedListQuery,
) {
  if (Object.keys(query.filter).length) {
    const message = 'Danh sách này không lọc được';
    throw badRequest(message, { filter: message }, 'BAD_FILTER');
  }
  const sort = query.sort ?? { field: 'id', order: 'DESC' };
  const column = sortColumnOf({ id: source.id, createdAt: source.createdAt }, sort);
  const where: SQL | undefined = and(
    eq(source.toolId, owner.toolId),
    eq(source.userId, owner.userId),
  );
  return { sort, column, where };
}

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
 * (range, sort by `id` or `createdAt`, no filter): a JSON array with Content-Range.
 */
export async function listOwnRows(
  db: Database,
  reply: FastifyReply,
  source: OwnListSource,
  owner: { toolId: number; userId: number },
  query: ListQuery,
): Promise<Record<string, unknown>[]> {
  const parsed = parseListQuery(query);
  const { sort, column, where } = ownListQuery(source, owner, parsed);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(source.table)
      .where(where)
      .orderBy(sort.order === 'ASC' ? asc(column) : desc(column), desc(source.id))
      .limit(parsed.range.limit)
      .offset(parsed.range.offset),
    db.select({ total: count() }).from(source.table).where(where),
  ]);
  const { offset } = parsed.range;
  const end = rows.length ? offset + rows.length - 1 : offset;
  reply.header('content-range', `${source.unit} ${offset}-${end}/${totals[0]?.total ?? 0}`);
  return rows as Record<string, unknown>[];
}
