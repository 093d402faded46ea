import { bigint } from 'drizzle-orm/pg-core';

/**
 * A whole amount (BELI or đồng): bigint in the database, read as a number, which stays exact
 * up to 2^53 − 1, far beyond any balance the ledger allows.
 */
export const amount = (name: string) => bigint(name, { mode: 'number' });
