import type { Executor } from '../../db/client';
import { readConfigValue } from '../config';

export interface TransferLimits {
  min: number;
  max: number;
}

/** The config keys TRANSFER_MIN and TRANSFER_MAX (their defaults while unset: 1 and 1.000.000). */
export async function readTransferLimits(db: Executor): Promise<TransferLimits> {
  // One after the other: db may be a transaction, whose one connection takes one query at a time.
  const min = await readConfigValue(db, 'TRANSFER_MIN');
  const max = await readConfigValue(db, 'TRANSFER_MAX');
  return { min: Number(min), max: Number(max) };
}
