import { z } from 'zod';

/** GET /profiles/{userId|me}: identity, groups and the wallet's balance. */
export const profileView = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  createdAt: z.date(),
  lastLoginAt: z.date().nullable(),
  disabled: z.boolean(),
  groups: z.array(z.object({ id: z.number().int(), name: z.string() })),
  walletId: z.number().int().nullable(),
  balance: z.number().int(),
  /** Kept aside by pending holds ("đang giữ"). */
  held: z.number().int(),
});
