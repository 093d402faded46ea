import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client';
import { groupPermissions, groups, permissions, userGroups, users } from '../../db/schema';

/** A group as its audit events show it, before and after a grant: its name and permissions. */
export const groupAsAudited = async (request: FastifyRequest, db: Executor) => {
  const { groupId } = request.params as { groupId: number };
  const [group] = await db.select({ name: groups.name }).from(groups).where(eq(groups.id, groupId));
  if (!group) return null;
  const granted = await db
    .select({ name: permissions.name })
    .from(groupPermissions)
    .innerJoin(permissions, eq(permissions.id, groupPermissions.permissionId))
    .where(eq(groupPermissions.groupId, groupId))
    .orderBy(asc(permissions.name));
  return { name: group.name, permissions: granted.map((p) => p.name) };
};

/** A user's groups as their audit events show them: the groups' names. */
export const membershipAsAudited = async (request: FastifyRequest, db: Executor) => {
  const { userId } = request.params as { userId: number };
  const rows = await db
    .select({ name: groups.name })
    .from(userGroups)
    .innerJoin(groups, eq(groups.id, userGroups.groupId))
    .where(eq(userGroups.userId, userId))
    .orderBy(asc(groups.name));
  return { groups: rows.map((g) => g.name) };
};

/**
 * A group's members as a change of many at once shows them: which of the users it names are in
 * the group (not the whole membership, which may be every user).
 */
export const namedMembersAsAudited = async (request: FastifyRequest, db: Executor) => {
  const { id } = request.params as { id: number };
  const { userIds } = request.body as { userIds: number[] };
  const rows = await db
    .select({ email: users.email })
    .from(userGroups)
    .innerJoin(users, eq(users.id, userGroups.userId))
    .where(and(eq(userGroups.groupId, id), inArray(userGroups.userId, userIds)))
    .orderBy(asc(users.email));
  return { members: rows.map((u) => u.email) };
};
