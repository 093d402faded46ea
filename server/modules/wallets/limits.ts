import type { Executor } from '../../db/client';
import { readConfigValues } from '../config';

export interface TransferLimits {
  min: number;
  max: number;
}

/** The config keys TRANSFER_MIN and TRANSFER_MAX (their defaults while unset: 1 and 1.000.000). */
export async function readTransferLimits(db: Executor): Promise<TransferLimits> {
  const values = await readConfigValues(db, ['TRANSFER_MIN', 'TRANSFER_MAX']);
  return { min: Number(values.TRANSFER_MIN), max: Number(values.TRANSFER_MAX) };
}
