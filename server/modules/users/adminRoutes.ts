import { z } from 'zod';
import { PERMISSIONS } from '../../../common/permissions';
import { currentUser } from '../../plugins/auth';
import type { ModuleRoutes } from '../types';
import { getUserRow } from './adminRows';
import { userIdParams, userRow } from './schemas';
import { setUserDisabled } from './status';

const TAGS = ['users'];
const guard = { permission: PERMISSIONS.userAll };

export const userAdminRoutes: ModuleRoutes = async (app, { db }) => {
  app.get(
    '/users/:id',
    {
      config: guard,
      schema: {
        tags: TAGS,
        summary: 'Một người dùng với nhóm và trạng thái',
        params: userIdParams,
        response: { 200: userRow },
      },
    },
    async (request) => getUserRow(db, request.params.id),
  );

  for (const [action, disabled] of [
    ['disable', true],
    ['enable', false],
  ] as const) {
    app.post(
      `/users/:id/${action}`,
      {
        config: guard,
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
};
