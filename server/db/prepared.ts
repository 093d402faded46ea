/**
 * Named prepared statements: on a PostgreSQL server each connection parses and plans a named
 * statement once and then only binds values to it; PGlite (one connection, in process) ignores
 * the name. Hot queries whose text never changes use these instead of building SQL per request.
 *
 * - A Drizzle query on the database with `sql.placeholder('x')` values: `.prepare('name')` once,
 *   then `.execute({ x })` per request (the auth query does this).
 * - A statement that must also run inside a transaction: `preparedStatement(name, sql)`.
 * - A query whose shape varies (a list's filters and sort): `runNamed(query)` names it after its
 *   own SQL text, so each shape is prepared once per connection.
 */
import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Executor } from './client';

const dialect = new PgDialect();

/** A statement's name from its text: the same text always gets the same name, another text another. */
export const statementName = (text: string) =>
  `q_${createHash('sha1').update(text).digest('base64url')}`;

/**
 * SQL written once (values as `sql.placeholder('name')`), run by name on the database or on a
 * transaction. Rows come back as the driver reads them, with no Drizzle column mapping: cast
 * `bigint` columns to `float8` (exact within the ledger's range) so both drivers answer numbers.
 */
export function preparedStatement<Row>(name: string, statement: SQL) {
  const query = dialect.sqlToQuery(statement);
  return async (executor: Executor, values: Record<string, unknown>): Promise<Row[]> => {
    const prepared = executor._.session.prepareQuery(query, undefined, name, false);
    return ((await prepared.execute(values)) as { rows: Row[] }).rows;
  };
}

interface Preparable<Result> {
  toSQL(): { sql: string };
  prepare(name: string): { execute(): Promise<Result> };
}

/** Runs a Drizzle query as a named statement called after its text (for queries of many shapes). */
export function runNamed<Result>(query: Preparable<Result>): Promise<Result> {
  return query.prepare(statementName(query.toSQL().sql)).execute();
}
