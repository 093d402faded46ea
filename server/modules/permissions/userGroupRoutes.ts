// /api/permissions
import { z } from 'zod';
import type { ModuleRoutes } from '../types';
import { userGroupIds, userGroupsBody, userParams } from '../../../common/schemas/permissions';
import { membershipAsAudited } from './auditSnapshots';
import { permissionRoute } from './groupRoutes';
import { readUserGroupIds, replaceUserGroups } from './userGroups';

const groupIds = { 200: z.object({ data: userGroupIds }) };

export const userGroupRoutes: ModuleRoutes = async (app, { db }) => {
  app.get(
    '/permissions/userGroup/:userId',
    permissionRoute({
      summary: 'Các nhóm của một người dùng',
      params: userParams,
      response: groupIds,
    }),
    async (request) => ({ data: await readUserGroupIds(db, request.params.userId) }),
  );

  app.post(
    '/permissions/userGroup/:userId',
    permissionRoute(
      {
        summary: 'Thay toàn bộ nhóm của một người dùng (một giao dịch)',
        description:
          'Có hiệu lực từ yêu cầu kế tiếp của người đó. Bỏ thành viên cuối cùng còn hoạt động của ' +
          'nhóm "Quản trị viên" trả về 422.',
        params: userParams,
        body: userGroupsBody,
        response: groupIds,
      },
      { audit: { snapshot: membershipAsAudited } },
    ),
    async ({ params, body }) => ({
      data: await replaceUserGroups(db, params.userId, body.groupIds),
    }),
  );
};
