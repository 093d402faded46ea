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
  /** A new account waiting for an admin's approval (NEW_ACCOUNTS_NEED_APPROVAL). */
  awaitingApproval: z.boolean(),
  /** `fromProvider`: given at sign-in by the identity provider's groups (OIDC_GROUP_MAPPINGS). */
  groups: z.array(z.object({ id: z.number().int(), name: z.string(), fromProvider: z.boolean() })),
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
  /** Signed in, but waiting for an admin's approval: the app shows the waiting page only. */
  awaitingApproval: z.boolean(),
});
