/** The rows of a raw `db.execute`: PGlite's Drizzle answers `{ rows }`, node-postgres' an array. */
export const rowsOf = <T>(result: unknown): T[] =>
  Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;
