import type { Executor } from '../../db/client';

export interface TransferLimits {
  min: number;
  max: number;
}

/** DESIGN 6's defaults for the config keys TRANSFER_MIN and TRANSFER_MAX. */
export const DEFAULT_TRANSFER_LIMITS: TransferLimits = { min: 1, max: 1_000_000 };

/**
 * The transfer limits. The config module (config_entries) is not on main yet: until it is, this
 * answers the defaults; it is the one place to switch to the config reader.
 */
export async function readTransferLimits(_db: Executor): Promise<TransferLimits> {
  return DEFAULT_TRANSFER_LIMITS;
}
