import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { users } from '../../db/schema';
import { currentUser } from '../../plugins/auth';
import type { ModuleRoutes } from '../types';
import { userAdminRoutes } from './adminRoutes';

export const meSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
});

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
        .select({ id: users.id, email: users.email, name: users.name, avatarUrl: users.avatarUrl })
        .from(users)
        .where(eq(users.id, currentUser(request).id));
      return { data: me! };
    },
  );
  await app.register(userAdminRoutes, options);
};
