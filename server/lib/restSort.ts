import type { PgColumn } from 'drizzle-orm/pg-core';
import { badRequest } from './errors';

export interface ListSort {
  field: string;
  order: 'ASC' | 'DESC';
}

/** The column a list sorts by; a field the resource does not offer is a 400 `BAD_SORT`. */
export function sortColumnOf(sorts: Record<string, PgColumn>, sort: ListSort): PgColumn {
  const column = Object.hasOwn(sorts, sort.field) ? sorts[sort.field] : undefined;
  if (!column) {
    const message = `Không thể sắp xếp theo: ${sort.field}`;
    throw badRequest(message, { sort: message }, 'BAD_SORT');
  }
  return column;
}

/** How a list sorts: the query's sort, else the list's default, else by id ascending. */
export function listSortOf(
  sorts: Record<string, PgColumn>,
  sort: ListSort | undefined,
  defaultSort: ListSort = { field: 'id', order: 'ASC' },
): { column: PgColumn; order: ListSort['order'] } {
  const chosen = sort ?? defaultSort;
  return { column: sortColumnOf(sorts, chosen), order: chosen.order };
}
