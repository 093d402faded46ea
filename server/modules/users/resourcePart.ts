import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { USER_STATUS_LABELS } from '../../../common/labels';
import { idNumber } from '../../../common/schemas/ids';
import { userRow } from '../../../common/schemas/users';
import { userGroups, users } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import type { ExportRow } from '../../lib/export/columns';
import type { ServerPart } from '../../lib/resources/registerDefinition';
import type { FilterValue } from '../../lib/restQuery';
import { toUserRows } from './adminRows';
import { outsideAllowedDomains } from './outsideDomains';

const groupIdFilter = idNumber('nhóm');
const query = new QueryBuilder();

function refuse(field: string, message: string): never {
  throw badRequest(message, { [field]: message }, 'BAD_FILTER');
}

const STATUS_CHOICES = Object.keys(USER_STATUS_LABELS).join(', ');

/**
 * What the users' definition (common/resources/users.ts) cannot say as data: a user answers as
 * the disable, enable and groups routes answer (their groups, whether disabled or waiting), the
 * list filters by a group's members and by status (`active` | `disabled` | `awaiting` approval |
 * `outside` the allowed e-mail domains, `allowedByEnv` with the configuration key's), and the
 * export shows both as text.
 */
export const userResourcePart = (allowedByEnv: readonly string[]): ServerPart => ({
  record: userRow.shape,
  filters: {
    groupId: {
      where: (value: FilterValue) => {
        const parsed = groupIdFilter.safeParse(Number(value));
        if (value === null || Array.isArray(value) || !parsed.success) {
          refuse('groupId', 'Mã nhóm để lọc không hợp lệ');
        }
        const members = query
          .select({ id: userGroups.userId })
          .from(userGroups)
          .where(eq(userGroups.groupId, parsed.data));
        return inArray(users.id, members);
      },
    },
    status: {
      where: (value: FilterValue) => {
        if (value === 'active') {
          return and(isNull(users.disabledAt), isNull(users.awaitingApprovalSince));
        }
        if (value === 'disabled') return isNotNull(users.disabledAt);
        if (value === 'awaiting') return isNotNull(users.awaitingApprovalSince);
        if (value === 'outside') return outsideAllowedDomains(allowedByEnv);
        return refuse('status', `Trạng thái để lọc không hợp lệ: chọn ${STATUS_CHOICES}`);
      },
    },
  },
  expand: (executor, rows) => toUserRows(executor, rows as (typeof users.$inferSelect)[]),
  exportExpand: async (_db, rows: ExportRow[]) =>
    rows.map((row) => ({
      ...row,
      groups: (row.groups as { name: string }[]).map((group) => group.name),
      status:
        USER_STATUS_LABELS[
          row.disabled ? 'disabled' : row.awaitingApproval ? 'awaiting' : 'active'
        ],
    })),
});
