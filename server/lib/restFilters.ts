import { eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { badRequest } from './errors';
import { equalAsRange, indexServes } from './equalAsRange';
import type { FilterValue } from './restQuery';

/** Rows whose `column` is each of `values` (a select of one column): a list reads each apart. */
export interface FanOut {
  column: PgColumn;
  values: SQL;
}

/** A filter that is not a plain column: builds its own condition from the value. */
export interface CustomFilter {
  where: (value: FilterValue) => SQL | undefined;
  /**
   * The same rows as `where`'s as those of a few values of one indexed column (a tag's
   * heroes), so a page merges each value's first rows (see `readListPage`).
   */
  fanOut?: (value: FilterValue, sort?: PgColumn) => FanOut | undefined;
  /**
   * A column whose order agrees with the sorts an index on (column, sort) serves (an event's
   * time with its id) and that `where` bounds: a page is read in it first, along that index
   * from the bound, rather than along the sort's own index past every row outside it.
   */
  orders?: PgColumn;
  /**
   * The column that stores `value` itself, for the values that are one stored value of it (an
   * order's state `paid`, not `expired`, which the clock decides): that value is filtered as the
   * column's own filter is, so an index on (column, sort) gives the page in order.
   */
  storedIn?: (value: FilterValue) => PgColumn | undefined;
}

/** What a resource lets a list filter by: its id, `q` over its search columns, its filters. */
export interface FilterSpec {
  id: PgColumn;
  search?: PgColumn[];
  filters?: Record<string, PgColumn | CustomFilter>;
}

const isCustom = (f: PgColumn | CustomFilter): f is CustomFilter => 'where' in f;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * `column` holds `pattern` (ILIKE); a list of texts (a hero's other names) as its words joined,
 * through `text_list_words`, the immutable function its trigram index is made on.
 */
const matches = (column: PgColumn, pattern: string): SQL =>
  column.dataType === 'array'
    ? sql`text_list_words(${column}) ilike ${pattern}`
    : ilike(column, pattern);

function columnCondition(column: PgColumn, value: FilterValue): SQL | undefined {
  const values = Array.isArray(value) ? value : [value];
  if (column.dataType === 'boolean' && values.some((v) => v !== null && typeof v !== 'boolean')) {
    const message = `Bộ lọc ${column.name} chỉ nhận đúng hoặc sai`;
    throw badRequest(message, { filter: message }, 'BAD_FILTER');
  }
  if (Array.isArray(value)) {
    const present = value.filter((v) => v !== null);
    return present.length ? inArray(column, present) : sql`false`;
  }
  return value === null ? isNull(column) : eq(column, value);
}

/** A list's `filter`: its search (`q` over the search columns) apart, as it is read differently. */
export interface ListConditions {
  search: SQL | undefined;
  filters: (SQL | undefined)[];
  /**
   * The same as a page in `sort` reads them, when one of them is a value of `leading` and an
   * index on (leading, sort) serves the page: that value as a range (see equalAsRange).
   */
  pageFilters: (SQL | undefined)[];
  /** The column a page is ordered by first: that value's, or a custom filter's `orders`. */
  leading?: PgColumn;
  fanOut?: FanOut;
}

/** The conditions of a list's `filter`; a name the resource does not offer is a 400. */
export function listConditions(
  spec: FilterSpec,
  filter: Record<string, FilterValue>,
  sort?: PgColumn,
  /** Whether a filter may lead the page's order (the scope does not already). */
  mayLead = true,
): ListConditions {
  const unknown = Object.keys(filter).filter(
    (k) =>
      !(k === 'q' && spec.search?.length) &&
      k !== 'id' &&
      !(spec.filters && Object.hasOwn(spec.filters, k)),
  );
  if (unknown.length) {
    const message = `Không thể lọc theo: ${unknown.join(', ')}`;
    throw badRequest(message, { filter: message }, 'BAD_FILTER');
  }
  const { q, ...rest } = filter;
  const text = String(q ?? '').trim();
  let leading: PgColumn | undefined;
  const conditions = Object.entries(rest).map(([key, value]) => {
    const declared = key === 'id' ? spec.id : spec.filters![key]!;
    const definition = (isCustom(declared) && declared.storedIn?.(value)) || declared;
    if (isCustom(definition)) {
      const where = definition.where(value);
      const orders = definition.orders;
      const leads = orders && mayLead && sort && indexServes(orders, sort) ? orders : undefined;
      return { filter: where, page: where, fanOut: definition.fanOut?.(value, sort), leads };
    }
    const filter = columnCondition(definition, value);
    if (leading || !mayLead || !sort || value === null || Array.isArray(value)) {
      return { filter, page: filter };
    }
    // Sorted by the filter's own column, the page is in id order within the one value.
    const order = sort === definition ? spec.id : sort;
    if (!indexServes(definition, order)) return { filter, page: filter };
    leading = definition;
    return { filter, page: equalAsRange(definition, value) };
  });
  return {
    fanOut: conditions.find((c) => c.fanOut)?.fanOut,
    search: text ? or(...spec.search!.map((c) => matches(c, `%${escapeLike(text)}%`))) : undefined,
    filters: conditions.map((c) => c.filter),
    pageFilters: conditions.map((c) => c.page),
    // A value of a column leads first: it narrows the page to that value's rows alone.
    leading: leading ?? conditions.find((c) => c.leads)?.leads,
  };
}

/** Every condition of a list's `filter`, the search among them (an export reads them all alike). */
export function filterConditions(
  spec: FilterSpec,
  filter: Record<string, FilterValue>,
): (SQL | undefined)[] {
  const { search, filters } = listConditions(spec, filter);
  return [search, ...filters];
}
