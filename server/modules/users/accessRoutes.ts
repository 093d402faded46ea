// /api/users: who waits for approval, and signing a user out everywhere
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { PERMISSIONS } from '../../../common/permissions';
import { userIdParams, userRow } from '../../../common/schemas/users';
import { users } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { revokeUserSessions } from '../../lib/sessions';
import type { ModuleRoutes } from '../types';
import { approvalAsAudited, openSessionsAsAudited } from './accessAudit';
import { answerWaitingAccount, countWaitingAccounts } from './newAccounts';

const TAGS = ['users'];
const permission = PERMISSIONS.userAll;

export const userAccessRoutes: ModuleRoutes = async (app, { db }) => {
  app.get(
    '/users/awaiting-approval/count',
    {
      config: { permission },
      schema: {
        tags: TAGS,
        summary: 'Số tài khoản mới đang chờ duyệt',
        response: { 200: z.object({ data: z.object({ count: z.number().int() }) }) },
      },
    },
    async () => ({ data: { count: await countWaitingAccounts(db) } }),
  );

  for (const [action, approve] of [
    ['approve', true],
    ['refuse', false],
  ] as const) {
    app.post(
      `/users/:id/${action}`,
      {
        config: { permission, audit: { snapshot: approvalAsAudited } },
        schema: {
          tags: TAGS,
          summary: approve
            ? 'Duyệt một tài khoản chờ duyệt: thêm vào các nhóm của tài khoản mới'
            : 'Từ chối một tài khoản chờ duyệt: khóa nó và kết thúc các phiên của nó',
          params: userIdParams,
          response: { 200: z.object({ data: userRow }) },
        },
      },
      async (request) => ({ data: await answerWaitingAccount(db, request.params.id, approve) }),
    );
  }

  app.post(
    '/users/:id/sign-out-everywhere',
    {
      config: { permission, audit: { snapshot: openSessionsAsAudited } },
      schema: {
        tags: TAGS,
        summary: 'Đăng xuất người dùng khỏi mọi thiết bị (kết thúc mọi phiên của họ)',
        params: userIdParams,
        response: { 200: z.object({ data: z.object({ id: z.number().int() }) }) },
      },
    },
    async (request) => {
      const { id } = request.params;
      await db.transaction(async (tx) => {
        const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, id));
        if (!user) throw notFound('Không tìm thấy người dùng');
        await revokeUserSessions(tx, id);
      });
      return { data: { id } };
    },
  );
};
