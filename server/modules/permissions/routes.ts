import { z } from 'zod';
import { currentUser } from '../../plugins/auth';
import type { ModuleRoutes } from '../types';
import { groupsOfUser } from './me';

const permissionRef = z.object({ id: z.number().int(), name: z.string() });
const groupWithPermissions = z.object({
  id: z.number().int(),
  name: z.string(),
  permissions: z.array(permissionRef),
});

export const permissionRoutes: ModuleRoutes = async (app, { db }) => {
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
};
