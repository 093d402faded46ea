import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { groups, userGroups, users } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { assertAnotherActiveAdmin, isActiveAdmin, lockAdminGroup } from './adminGroup';

export interface UserGroupIds {
  userId: number;
  groupIds: number[];
}

async function assertUserExists(db: Executor, userId: number) {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound('Không tìm thấy người dùng');
}

export async function readUserGroupIds(db: Executor, userId: number): Promise<UserGroupIds> {
  await assertUserExists(db, userId);
  const rows = await db
    .select({ groupId: userGroups.groupId })
    .from(userGroups)
    .where(eq(userGroups.userId, userId))
    .orderBy(asc(userGroups.groupId));
  return { userId, groupIds: rows.map((r) => r.groupId) };
}

/** Replaces the user's groups as a whole, in one transaction; the admin group keeps a member. */
export async function replaceUserGroups(
  db: Database,
  userId: number,
  groupIds: number[],
): Promise<UserGroupIds> {
  return db.transaction(async (tx) => {
    const adminGroupId = await lockAdminGroup(tx);
    await assertUserExists(tx, userId);
    const wanted = [...new Set(groupIds)];
    if (wanted.length) {
      const found = await tx
        .select({ id: groups.id })
        .from(groups)
        .where(inArray(groups.id, wanted));
      const missing = wanted.filter((id) => !found.some((g) => g.id === id));
      if (missing.length) throw notFound(`Không tìm thấy nhóm: ${missing.join(', ')}`);
    }
    if (!wanted.includes(adminGroupId) && (await isActiveAdmin(tx, adminGroupId, userId))) {
      await assertAnotherActiveAdmin(tx, adminGroupId, userId);
    }
    // A group kept stays as it was given (by hand, or by the identity provider's groups).
    await tx
      .delete(userGroups)
      .where(
        wanted.length
          ? and(eq(userGroups.userId, userId), notInArray(userGroups.groupId, wanted))
          : eq(userGroups.userId, userId),
      );
    if (wanted.length) {
      await tx
        .insert(userGroups)
        .values(wanted.map((groupId) => ({ userId, groupId })))
        .onConflictDoNothing();
    }
    return readUserGroupIds(tx, userId);
  });
}
