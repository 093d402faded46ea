import { sql } from 'drizzle-orm';
import { bigint, check, type PgColumn } from 'drizzle-orm/pg-core';

/** The largest amount, balance or sum the portal handles: what a JavaScript number holds exactly. */
export const MAX_AMOUNT = Number.MAX_SAFE_INTEGER;

/**
 * A whole amount (BELI or đồng): bigint in the database, read as a number, which stays exact
 * up to 2^53 − 1; `amountInRange` keeps every such column there.
 */
export const amount = (name: string) => bigint(name, { mode: 'number' });

/** A CHECK that the column stays within ±MAX_AMOUNT (bigint alone goes to 2^63 − 1). */
export const amountInRange = (name: string, column: PgColumn) =>
  check(
    name,
    sql`${column} between ${sql.raw(String(-MAX_AMOUNT))} and ${sql.raw(String(MAX_AMOUNT))}`,
  );
