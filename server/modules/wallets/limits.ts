import type { Executor } from '../../db/client';
import { readConfigValue } from '../config/service';

export interface TransferLimits {
  min: number;
  max: number;
}

/** The config keys TRANSFER_MIN and TRANSFER_MAX (their defaults while unset: 1 and 1.000.000). */
export async function readTransferLimits(db: Executor): Promise<TransferLimits> {
  const [min, max] = await Promise.all([
    readConfigValue(db, 'TRANSFER_MIN'),
    readConfigValue(db, 'TRANSFER_MAX'),
  ]);
  return { min: Number(min), max: Number(max) };
}
