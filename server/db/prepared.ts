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

/** What node-postgres runs for a Drizzle prepared query; PGlite's has none of it. */
interface DriverQueryConfig {
  name?: string;
  text: string;
}

export interface NamedQuery<Result> {
  execute(values?: Record<string, unknown>): Promise<Result>;
  getQuery(): { sql: string; params: unknown[] };
}

export interface Preparable<Result> {
  prepare(name: string): NamedQuery<Result> & {
    queryConfig?: DriverQueryConfig;
    rawQueryConfig?: DriverQueryConfig;
  };
}

/**
 * A Drizzle query prepared as a statement named after its text, its SQL built once: prepared
 * under no name, then named after the text it was built into (`toSQL()` first and
 * `prepare(name)` after built it twice). Should Drizzle's node-postgres internals move, the
 * statement simply runs unnamed.
 */
export function prepareNamed<Result>(query: Preparable<Result>): NamedQuery<Result> {
  const prepared = query.prepare('');
  const { queryConfig, rawQueryConfig } = prepared;
  if (queryConfig) {
    const name = statementName(prepared.getQuery().sql);
    queryConfig.name = name;
    if (rawQueryConfig) rawQueryConfig.name = name;
  }
  return prepared;
}

/** Runs a Drizzle query as a named statement called after its text (for queries of many shapes). */
export const runNamed = <Result>(query: Preparable<Result>): Promise<Result> =>
  prepareNamed(query).execute();
