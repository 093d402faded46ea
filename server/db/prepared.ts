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
import { Column, is, sql, SQL, type DriverValueDecoder } from 'drizzle-orm';
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

/** A selected field as Drizzle's prepared select holds it: its place in the record, its column. */
interface SelectedField {
  path: string[];
  field: unknown;
}

type Decode = ((value: unknown) => unknown) | undefined;

/** An SQL field's decoder: `mapWith`'s, or one handing the value on (Drizzle keeps it private). */
const decoderOfSql = (query: SQL) =>
  (query as unknown as { decoder: DriverValueDecoder<unknown, unknown> }).decoder;

const keepsDriverValue = new Set<unknown>([
  Column.prototype.mapFromDriverValue,
  decoderOfSql(sql``).mapFromDriverValue,
]);

/** How a selected field decodes the driver's value: none where it hands it on as it is. */
function decoderOf(field: unknown): Decode | 'unknown' {
  const decoder = is(field, Column)
    ? field
    : is(field, SQL)
      ? decoderOfSql(field)
      : is(field, SQL.Aliased)
        ? decoderOfSql(field.sql)
        : undefined;
  if (!decoder) return 'unknown';
  return keepsDriverValue.has(decoder.mapFromDriverValue)
    ? undefined
    : (value) => decoder.mapFromDriverValue(value);
}

/**
 * `prepared` (a Drizzle select, prepared once and run many times) with its rows made into
 * records by a mapper worked out once, when every field it selects is a top-level one (no
 * nested objects, no joins) and of a kind it knows: the same records, without Drizzle's per-row work of finding each
 * field's kind (`is()`) and decoder and walking its path. A selection that is not flat keeps
 * Drizzle's own mapping.
 */
export function withFlatRows<Prepared extends object>(prepared: Prepared): Prepared {
  const { fields } = prepared as { fields?: SelectedField[] };
  if (!fields?.length || !fields.every(({ path }) => path.length === 1)) return prepared;
  const names = fields.map(({ path }) => path[0]!);
  const decoders = fields.map(({ field }) => decoderOf(field));
  if (decoders.includes('unknown')) return prepared;
  const record = (row: unknown[]) => {
    const mapped: Record<string, unknown> = {};
    for (let at = 0; at < names.length; at++) {
      const value = row[at];
      const decode = decoders[at] as Decode;
      mapped[names[at]!] = value === null || !decode ? value : decode(value);
    }
    return mapped;
  };
  Object.assign(prepared, { customResultMapper: (rows: unknown[][]) => rows.map(record) });
  return prepared;
}
