import { eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PERMISSIONS } from '../../../common/permissions';
import type { Database } from '../../db/client';
import { userGroups, users } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { idNumber } from '../../../common/schemas/ids';
import type { FilterValue } from '../../lib/restQuery';
import { registerRestResource } from '../../lib/restResource';
import { toUserRows } from './adminRows';
import { userExport } from './exports';
import { userRow } from '../../../common/schemas/users';

const groupIdFilter = idNumber('nhóm');

function refuse(field: string, message: string): never {
  throw badRequest(message, { [field]: message }, 'BAD_FILTER');
}

/**
 * GET /users and /users/{id} in ra-data-simple-rest form for user.all: search by name or e-mail
 * (`q`), filter by `groupId` and by `status` (`active` | `disabled`). Users are created by
 * signing in, never here.
 */
export function registerUserList(app: FastifyInstance, db: Database) {
  registerRestResource(app, db, {
    path: 'users',
    label: 'người dùng',
    table: users,
    id: users.id,
    access: { read: PERMISSIONS.userAll },
    methods: ['list', 'get'],
    record: userRow,
    search: [users.name, users.email],
    filters: {
      groupId: {
        where: (value: FilterValue) => {
          const parsed = groupIdFilter.safeParse(Number(value));
          if (value === null || Array.isArray(value) || !parsed.success) {
            refuse('groupId', 'Mã nhóm để lọc không hợp lệ');
          }
          const members = db
            .select({ id: userGroups.userId })
            .from(userGroups)
            .where(eq(userGroups.groupId, parsed.data));
          return inArray(users.id, members);
        },
      },
      status: {
        where: (value: FilterValue) => {
          if (value === 'active') return isNull(users.disabledAt);
          if (value === 'disabled') return isNotNull(users.disabledAt);
          return refuse('status', 'Trạng thái để lọc không hợp lệ: chọn active hoặc disabled');
        },
      },
    },
    sorts: {
      name: users.name,
      email: users.email,
      createdAt: users.createdAt,
      lastLoginAt: users.lastLoginAt,
    },
    defaultSort: { field: 'id', order: 'ASC' },
    expand: (executor, rows) => toUserRows(executor, rows as (typeof users.$inferSelect)[]),
    tag: 'users',
    export: userExport,
  });
}
