import { sql } from 'drizzle-orm';
import { configValuesOf } from '../config';

export interface TransferLimits {
  min: number;
  max: number;
}

/** The config keys' stored values, as columns of another query (null while unset). */
export interface StoredTransferLimits {
  transfer_min: unknown;
  transfer_max: unknown;
}

export const storedTransferLimits = sql`
  (select value from config_entries where key = 'TRANSFER_MIN') as transfer_min,
  (select value from config_entries where key = 'TRANSFER_MAX') as transfer_max`;

/** The config keys TRANSFER_MIN and TRANSFER_MAX (their defaults while unset: 1 and 1.000.000). */
export function transferLimitsOf(stored: StoredTransferLimits): TransferLimits {
  const values = configValuesOf(
    ['TRANSFER_MIN', 'TRANSFER_MAX'],
    new Map([
      ['TRANSFER_MIN', stored.transfer_min],
      ['TRANSFER_MAX', stored.transfer_max],
    ]),
  );
  return { min: Number(values.TRANSFER_MIN), max: Number(values.TRANSFER_MAX) };
}
