import { z } from 'zod';
import { idParam } from './ids';

export const userIdParams = z.object({ id: idParam('người dùng') });

export const userRow = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  disabled: z.boolean(),
  groups: z.array(z.object({ id: z.number().int(), name: z.string() })),
});

/** GET /users/me: who is signed in, their balance and what pending holds keep of it. */
export const meSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  balance: z.number().int(),
  /** Kept aside by pending holds ("đang giữ"): the balance available to spend is balance − held. */
  held: z.number().int(),
  walletId: z.number().int().nullable(),
});
