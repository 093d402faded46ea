import { z } from 'zod';
import { idParam } from '../../lib/ids';

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
