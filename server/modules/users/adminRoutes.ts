// /api/users
import { asc } from 'drizzle-orm';
import { z } from 'zod';
import { PERMISSIONS } from '../../../common/permissions';
import { groups } from '../../db/schema';
import { currentUser } from '../../plugins/auth';
import type { ModuleRoutes } from '../types';
import { userIdParams, userRow } from '../../../common/schemas/users';
import { userAsAudited } from './auditSnapshots';
import { identityRoutes } from './identityRoutes';
import { userAccessRoutes } from './accessRoutes';
import { setUserDisabled } from './status';

const TAGS = ['users'];
const guard = { permission: PERMISSIONS.userAll };

export const userAdminRoutes: ModuleRoutes = async (app, options) => {
  const { db } = options;
  app.get(
    '/users/groups',
    {
      config: guard,
      schema: {
        tags: TAGS,
        summary: 'Tên các nhóm, để lọc danh sách người dùng',
        response: {
          200: z.object({ data: z.array(z.object({ id: z.number(), name: z.string() })) }),
        },
      },
    },
    async () => ({
      data: await db
        .select({ id: groups.id, name: groups.name })
        .from(groups)
        .orderBy(asc(groups.id)),
    }),
  );

  for (const [action, disabled] of [
    ['disable', true],
    ['enable', false],
  ] as const) {
    app.post(
      `/users/:id/${action}`,
      {
        config: { ...guard, audit: { snapshot: userAsAudited } },
        schema: {
          tags: TAGS,
          summary: disabled
            ? 'Khóa người dùng và kết thúc mọi phiên đăng nhập của họ'
            : 'Mở khóa người dùng',
          params: userIdParams,
          response: { 200: z.object({ data: userRow }) },
        },
      },
      async (request) => ({
        data: await setUserDisabled(db, request.params.id, disabled, currentUser(request).id),
      }),
    );
  }
  await app.register(identityRoutes, options);
  await app.register(userAccessRoutes, options);
};
