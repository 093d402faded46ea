// /api/permissions
import { z } from 'zod';
import { currentUser } from '../../plugins/auth';
import type { ModuleRoutes } from '../types';
import { groupMemberRoutes } from './groupMemberRoutes';
import { groupRoutes } from './groupRoutes';
import { groupsOfUser } from './me';
import { groupWithPermissions } from '../../../common/schemas/permissions';
import { userGroupRoutes } from './userGroupRoutes';

export const permissionRoutes: ModuleRoutes = async (app, options) => {
  const { db } = options;
  app.get(
    '/permissions/me',
    {
      config: { permission: 'signed-in' },
      schema: {
        tags: ['permissions'],
        summary: 'Nhóm và quyền của người dùng đang đăng nhập',
        response: { 200: z.object({ data: z.object({ groups: z.array(groupWithPermissions) }) }) },
      },
    },
    async (request) => ({ data: { groups: await groupsOfUser(db, currentUser(request).id) } }),
  );
  await app.register(groupRoutes, options);
  await app.register(groupMemberRoutes, options);
  await app.register(userGroupRoutes, options);
};
