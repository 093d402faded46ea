// /api/permissions
import { z } from 'zod';
import type { ModuleRoutes } from '../types';
import {
  groupMembersBody,
  groupMembersChange,
  groupParams,
} from '../../../common/schemas/permissions';
import { namedMembersAsAudited } from './auditSnapshots';
import { changeGroupMembers } from './groupMembers';
import { permissionRoute } from './groupRoutes';

const changeAnswer = { 200: z.object({ data: groupMembersChange }) };

/** Many users join or leave one group in one request, all or none. */
export const groupMemberRoutes: ModuleRoutes = async (app, { db }) => {
  for (const change of ['add', 'remove'] as const) {
    app.post(
      `/permissions/group/:id/members/${change}`,
      permissionRoute(
        {
          summary:
            change === 'add'
              ? 'Thêm nhiều người dùng vào nhóm (một giao dịch)'
              : 'Bỏ nhiều người dùng khỏi nhóm (một giao dịch)',
          description:
            'Tất cả hoặc không ai: một mã người dùng không tồn tại trả về 404 và không đổi gì' +
            (change === 'remove'
              ? '; bỏ mọi thành viên còn hoạt động của nhóm "Quản trị viên" trả về 422.'
              : '. Người đã ở trong nhóm được bỏ qua.'),
          params: groupParams,
          body: groupMembersBody,
          response: changeAnswer,
        },
        { audit: { snapshot: namedMembersAsAudited } },
      ),
      async ({ params, body }) => ({
        data: await changeGroupMembers(db, params.id, body.userIds, change),
      }),
    );
  }
};
