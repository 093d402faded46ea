import { asc, count, desc, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyReply } from 'fastify';
import type { Database } from '../db/client';
import { MAX_LIST_ROWS, type ParsedListQuery } from './restQuery';

export interface ListPage {
  table: PgTable;
  id: PgColumn;
  where: SQL | undefined;
  sortColumn: PgColumn;
  order: 'ASC' | 'DESC';
  range: ParsedListQuery['range'];
  /** The Content-Range unit. */
  unit: string;
}

/**
 * One page of a list in ra-data-simple-rest's dialect: the rows, and `Content-Range` with the
 * total (counted up to MAX_LIST_ROWS). The id breaks ties in the same direction, so one
 * (field, id) index serves both ways.
 */
export async function listPage(db: Database, reply: FastifyReply, page: ListPage) {
  const direction = page.order === 'ASC' ? asc : desc;
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(page.table)
      .where(page.where)
      .orderBy(direction(page.sortColumn), direction(page.id))
      .limit(page.range.limit)
      .offset(page.range.offset),
    db.select({ total: count() }).from(
      db
        .select({ one: sql`1` })
        .from(page.table)
        .where(page.where)
        .limit(MAX_LIST_ROWS)
        .as('capped'),
    ),
  ]);
  const total = totals[0]?.total ?? 0;
  const { offset } = page.range;
  const end = rows.length ? offset + rows.length - 1 : offset;
  reply.header('content-range', `${page.unit} ${offset}-${end}/${total}`);
  return rows as Record<string, unknown>[];
}
