import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { ADMIN_GROUP_NAME } from '../../../common/permissions';
import type { Executor } from '../../db/client';
import { groups, userGroups, users } from '../../db/schema';
import { unprocessable } from '../../lib/errors';

/**
 * Locks the admin group row for the rest of the transaction, so two admins removing each other
 * at once cannot leave it without an enabled member. Answers its id.
 */
export async function lockAdminGroup(db: Executor): Promise<number> {
  const [row] = await db
    .select({ id: groups.id })
    .from(groups)
    .where(eq(groups.name, ADMIN_GROUP_NAME))
    .for('update');
  if (!row) throw new Error('the admin group is missing: the seed did not run');
  return row.id;
}

/** Refuses when the admin group would have no enabled member left without this user. */
export async function assertAnotherActiveAdmin(
  db: Executor,
  adminGroupId: number,
  userId: number,
): Promise<void> {
  const [row] = await db
    .select({ others: sql<number>`count(*)::int` })
    .from(userGroups)
    .innerJoin(users, eq(users.id, userGroups.userId))
    .where(
      and(eq(userGroups.groupId, adminGroupId), ne(users.id, userId), isNull(users.disabledAt)),
    );
  if ((row?.others ?? 0) === 0) {
    throw unprocessable(
      `Không thể bỏ thành viên cuối cùng của nhóm "${ADMIN_GROUP_NAME}": hãy thêm một quản trị viên khác trước`,
      'LAST_ADMIN',
    );
  }
}

/** True when the user is an enabled member of the admin group. */
export async function isActiveAdmin(
  db: Executor,
  adminGroupId: number,
  userId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ userId: userGroups.userId })
    .from(userGroups)
    .innerJoin(users, eq(users.id, userGroups.userId))
    .where(
      and(eq(userGroups.groupId, adminGroupId), eq(users.id, userId), isNull(users.disabledAt)),
    );
  return Boolean(row);
}
