import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { groups, userGroups, users } from '../../db/schema';

export async function addUserToGroupNamed(db: Executor, userId: number, groupName: string) {
  const [group] = await db.select({ id: groups.id }).from(groups).where(eq(groups.name, groupName));
  if (!group) throw new Error(`group ${groupName} is missing: the seed did not run`);
  await db.insert(userGroups).values({ userId, groupId: group.id }).onConflictDoNothing();
}

/** True while no enabled user belongs to the named group. */
export async function groupHasNoActiveMember(db: Executor, groupName: string): Promise<boolean> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(userGroups)
    .innerJoin(groups, eq(groups.id, userGroups.groupId))
    .innerJoin(users, eq(users.id, userGroups.userId))
    .where(and(eq(groups.name, groupName), isNull(users.disabledAt)));
  return (row?.count ?? 0) === 0;
}
