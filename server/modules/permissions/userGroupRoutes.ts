// /api/permissions
import { z } from 'zod';
import { PERMISSIONS } from '../../../common/permissions';
import type { ModuleRoutes } from '../types';
import { userGroupIds, userGroupsBody, userParams } from '../../../common/schemas/permissions';
import { readUserGroupIds, replaceUserGroups } from './userGroups';

const TAGS = ['permissions'];
/** Choosing groups grants permissions, so it needs permission.all, not only user.all. */
const guard = { permission: PERMISSIONS.permissionAll };

export const userGroupRoutes: ModuleRoutes = async (app, { db }) => {
  app.get(
    '/permissions/userGroup/:userId',
    {
      config: guard,
      schema: {
        tags: TAGS,
        summary: 'Các nhóm của một người dùng',
        params: userParams,
        response: { 200: z.object({ data: userGroupIds }) },
      },
    },
    async (request) => ({ data: await readUserGroupIds(db, request.params.userId) }),
  );

  app.post(
    '/permissions/userGroup/:userId',
    {
      config: guard,
      schema: {
        tags: TAGS,
        summary: 'Thay toàn bộ nhóm của một người dùng (một giao dịch)',
        description:
          'Có hiệu lực từ yêu cầu kế tiếp của người đó. Bỏ thành viên cuối cùng còn hoạt động của ' +
          'nhóm "Quản trị viên" trả về 422.',
        params: userParams,
        body: userGroupsBody,
        response: { 200: z.object({ data: userGroupIds }) },
      },
    },
    async (request) => ({
      data: await replaceUserGroups(db, request.params.userId, request.body.groupIds),
    }),
  );
};
