// /api/profiles
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { PERMISSIONS } from '../../../common/permissions';
import { users, wallets } from '../../db/schema';
import { forbidden, notFound } from '../../lib/errors';
import { currentUser, hasPermission } from '../../plugins/auth';
import { groupsOfUser } from '../permissions';
import type { ModuleRoutes } from '../types';
import { profileView } from '../../../common/schemas/profiles';

/** GET /profiles/{userId|me}: identity, groups and balance; only oneself without user.all. */
export const profileRoutes: ModuleRoutes = async (app, { db }) => {
  app.get(
    '/profiles/:userId',
    {
      config: { permission: PERMISSIONS.me },
      schema: {
        tags: ['users'],
        summary: 'Hồ sơ của một người dùng (`me` cho chính mình)',
        params: z.object({
          userId: z.union([z.literal('me'), z.coerce.number().int().positive('Mã không hợp lệ')]),
        }),
        response: { 200: z.object({ data: profileView }) },
      },
    },
    async (request) => {
      const me = currentUser(request).id;
      const userId = request.params.userId === 'me' ? me : request.params.userId;
      if (userId !== me && !hasPermission(request, PERMISSIONS.userAll)) throw forbidden();
      const [row] = await db
        .select({ user: users, walletId: wallets.id, balance: wallets.balance, held: wallets.held })
        .from(users)
        .leftJoin(wallets, eq(wallets.userId, users.id))
        .where(eq(users.id, userId));
      if (!row) throw notFound('Không tìm thấy người dùng');
      const { user } = row;
      const groups = await groupsOfUser(db, userId);
      return {
        data: {
          id: user.id,
          email: user.email,
          name: user.name,
          avatarUrl: user.avatarUrl,
          createdAt: user.createdAt,
          lastLoginAt: user.lastLoginAt,
          disabled: user.disabledAt !== null,
          groups: groups.map(({ id, name }) => ({ id, name })),
          walletId: row.walletId,
          balance: row.balance ?? 0,
          held: row.held ?? 0,
        },
      };
    },
  );
};
