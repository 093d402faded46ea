import { and, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { GroupMembersChange } from '../../../common/adminApi';
import type { Database, Executor } from '../../db/client';
import { groups, userGroups, users } from '../../db/schema';
import { notFound, unprocessable } from '../../lib/errors';
import { lockAdminGroup } from './adminGroup';

async function assertGroupExists(db: Executor, groupId: number) {
  const [group] = await db.select({ id: groups.id }).from(groups).where(eq(groups.id, groupId));
  if (!group) throw notFound('Không tìm thấy nhóm');
}

async function assertUsersExist(db: Executor, userIds: number[]) {
  const found = await db.select({ id: users.id }).from(users).where(inArray(users.id, userIds));
  const missing = userIds.filter((id) => !found.some((user) => user.id === id));
  if (missing.length) throw notFound(`Không tìm thấy người dùng: ${missing.join(', ')}`);
}

async function memberCount(db: Executor, groupId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(userGroups)
    .where(eq(userGroups.groupId, groupId));
  return row?.count ?? 0;
}

/** The admin group must keep an enabled member after the named users leave it. */
async function assertAdminsRemain(db: Executor, groupId: number, leaving: number[]) {
  const [row] = await db
    .select({ others: sql<number>`count(*)::int` })
    .from(userGroups)
    .innerJoin(users, eq(users.id, userGroups.userId))
    .where(
      and(eq(userGroups.groupId, groupId), isNull(users.disabledAt), notInArray(users.id, leaving)),
    );
  if ((row?.others ?? 0) === 0) {
    throw unprocessable(
      'Không thể bỏ mọi thành viên còn hoạt động của nhóm "Quản trị viên": hãy giữ lại ít nhất một người',
      'LAST_ADMIN',
    );
  }
}

/** Adds or removes many users at once, in one transaction: all of them, or none on a refusal. */
export function changeGroupMembers(
  db: Database,
  groupId: number,
  userIds: number[],
  change: 'add' | 'remove',
): Promise<GroupMembersChange> {
  const wanted = [...new Set(userIds)];
  return db.transaction(async (tx) => {
    const adminGroupId = await lockAdminGroup(tx);
    await assertGroupExists(tx, groupId);
    await assertUsersExist(tx, wanted);
    let changed: number;
    if (change === 'add') {
      const added = await tx
        .insert(userGroups)
        .values(wanted.map((userId) => ({ userId, groupId })))
        .onConflictDoNothing()
        .returning({ userId: userGroups.userId });
      changed = added.length;
    } else {
      if (groupId === adminGroupId) await assertAdminsRemain(tx, groupId, wanted);
      const removed = await tx
        .delete(userGroups)
        .where(and(eq(userGroups.groupId, groupId), inArray(userGroups.userId, wanted)))
        .returning({ userId: userGroups.userId });
      changed = removed.length;
    }
    return { groupId, changed, memberCount: await memberCount(tx, groupId) };
  });
}
