import { isNotNull } from 'drizzle-orm';
import { z } from 'zod';
import { wallets } from '../../db/schema';
import type { ServerPart } from '../../lib/resources/registerDefinition';

/** What the system wallets' definition (common/resources/systemWallets.ts) cannot say as data. */
export const systemWalletPart: ServerPart = {
  // Users' wallets share the table; a system wallet is one with a code.
  scope: () => isNotNull(wallets.code),
  record: { version: z.number().int() },
};
