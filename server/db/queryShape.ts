/**
 * Statements built once per shape. Drizzle builds a query's SQL text again on every call, which
 * for a list page (ten columns, a subquery, a capped count) cost more server CPU than anything
 * else in the request. A list's statement only varies by its condition (filters, search,
 * scope); everything else is fixed per resource, sort and paging mode. So the condition alone is
 * rendered per request (a few chunks), and the whole statement is built, with the condition's
 * values as placeholders, the first time that condition's text is seen.
 */
import { sql, type SQL, type SQLChunk } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

const dialect = new PgDialect();

/** A condition as rendered: its text (values as $1, $2, …) and its values, driver-ready. */
export interface ConditionShape {
  text: string;
  values: unknown[];
}

export function shapeOf(condition: SQL | undefined): ConditionShape {
  if (!condition) return { text: '', values: [] };
  const { sql: text, params } = dialect.sqlToQuery(condition);
  return { text, values: params };
}

/** The placeholders' values of a shape for a statement built from `conditionTemplate`. */
export function placeholderValues(shape: ConditionShape): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  shape.values.forEach((value, index) => (values[`c${index}`] = value));
  return values;
}

/**
 * The condition again, its values replaced by the placeholders c0, c1, …; null when its text
 * cannot be split safely (the numbers are not exactly $1 … $n in order, as when a literal holds
 * a dollar sign and a digit), in which case the caller builds the statement as before.
 */
export function conditionTemplate(shape: ConditionShape): SQL | undefined | null {
  if (!shape.text) return undefined;
  const parts = shape.text.split(/\$(\d+)/);
  const chunks: SQLChunk[] = [sql.raw(parts[0]!)];
  for (let index = 1; index < parts.length; index += 2) {
    const position = (index - 1) / 2;
    if (Number(parts[index]) !== position + 1) return null;
    chunks.push(sql.placeholder(`c${position}`), sql.raw(parts[index + 1]!));
  }
  if ((parts.length - 1) / 2 !== shape.values.length) return null;
  return sql`(${sql.join(chunks)})`;
}
