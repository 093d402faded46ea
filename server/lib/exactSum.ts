import { sql, type SQLWrapper } from 'drizzle-orm';
import { MAX_AMOUNT } from '../db/schema/amount';
import { unprocessable } from './errors';

/**
 * The sum of an amount column, exact: PostgreSQL sums bigint as numeric, read here as text,
 * since many amounts near the limit add up past what a JavaScript number holds.
 */
export const exactSum = (column: SQLWrapper) => sql<string>`coalesce(sum(${column}), 0)::text`;

/** A sum from `exactSum` as a number, or a 422 naming it when a number cannot hold it exactly. */
export function safeSum(text: string, what: string): number {
  const value = BigInt(text);
  const limit = BigInt(MAX_AMOUNT);
  if (value > limit || value < -limit) {
    throw unprocessable(
      `${what} là ${value.toLocaleString('vi-VN')}, vượt quá giới hạn ±${MAX_AMOUNT.toLocaleString('vi-VN')} tính được chính xác`,
      'SUM_OUT_OF_RANGE',
    );
  }
  return Number(value);
}
