// /api/users
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { users, wallets } from '../../db/schema';
import { currentUser } from '../../plugins/auth';
import type { ModuleRoutes } from '../types';
import { userAdminRoutes } from './adminRoutes';
import { meSchema } from '../../../common/schemas/users';

export const userRoutes: ModuleRoutes = async (app, options) => {
  const { db } = options;
  app.get(
    '/users/me',
    {
      config: { permission: 'signed-in' },
      schema: {
        tags: ['users'],
        summary: 'Người dùng đang đăng nhập',
        response: { 200: z.object({ data: meSchema }) },
      },
    },
    async (request) => {
      const [me] = await db
        .select({
          id: users.id,
          email: users.email,
          name: users.name,
          avatarUrl: users.avatarUrl,
          walletId: wallets.id,
          balance: wallets.balance,
          held: wallets.held,
          awaitingApproval: sql<boolean>`${users.awaitingApprovalSince} is not null`,
        })
        .from(users)
        .leftJoin(wallets, eq(wallets.userId, users.id))
        .where(eq(users.id, currentUser(request).id));
      return { data: { ...me!, balance: me!.balance ?? 0, held: me!.held ?? 0 } };
    },
  );
  await app.register(userAdminRoutes, options);
};
