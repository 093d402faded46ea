import { asc, count, eq, sql } from 'drizzle-orm';
import type { GroupDetail, GroupSummary, PermissionRef } from '../../../common/adminApi';
import type { Executor } from '../../db/client';
import { groupPermissions, groups, permissions, userGroups, users } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';

async function permissionsByGroup(db: Executor): Promise<Map<number, PermissionRef[]>> {
  const rows = await db
    .select({ groupId: groupPermissions.groupId, id: permissions.id, name: permissions.name })
    .from(groupPermissions)
    .innerJoin(permissions, eq(permissions.id, groupPermissions.permissionId))
    .orderBy(asc(permissions.name));
  const byGroup = new Map<number, PermissionRef[]>();
  for (const { groupId, ...permission } of rows) {
    byGroup.set(groupId, [...(byGroup.get(groupId) ?? []), permission]);
  }
  return byGroup;
}

export async function listGroups(db: Executor): Promise<GroupSummary[]> {
  const rows = await db
    .select({
      id: groups.id,
      name: groups.name,
      createdAt: groups.createdAt,
      memberCount: count(userGroups.userId),
    })
    .from(groups)
    .leftJoin(userGroups, eq(userGroups.groupId, groups.id))
    .groupBy(groups.id)
    .orderBy(asc(groups.id));
  const granted = await permissionsByGroup(db);
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    permissions: granted.get(row.id) ?? [],
  }));
}

export async function getGroup(db: Executor, groupId: number): Promise<GroupDetail> {
  const [group] = await db.select().from(groups).where(eq(groups.id, groupId));
  if (!group) throw notFound('Không tìm thấy nhóm');
  const granted = await db
    .select({ id: permissions.id, name: permissions.name })
    .from(groupPermissions)
    .innerJoin(permissions, eq(permissions.id, groupPermissions.permissionId))
    .where(eq(groupPermissions.groupId, groupId))
    .orderBy(asc(permissions.name));
  const members = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      avatarUrl: users.avatarUrl,
      disabled: sql<boolean>`${users.disabledAt} is not null`,
    })
    .from(userGroups)
    .innerJoin(users, eq(users.id, userGroups.userId))
    .where(eq(userGroups.groupId, groupId))
    .orderBy(asc(users.name), asc(users.id));
  return {
    id: group.id,
    name: group.name,
    createdAt: group.createdAt.toISOString(),
    permissions: granted,
    members,
  };
}

export function listPermissions(db: Executor) {
  return db
    .select({ id: permissions.id, name: permissions.name, description: permissions.description })
    .from(permissions)
    .orderBy(asc(permissions.name));
}

/** Names are unique regardless of letter case, so "Kế toán" and "kế toán" cannot both exist. */
export async function createGroup(db: Executor, name: string): Promise<GroupDetail> {
  const [same] = await db
    .select({ id: groups.id })
    .from(groups)
    .where(sql`lower(${groups.name}) = lower(${name})`);
  if (same) throw conflict(`Nhóm "${name}" đã tồn tại`, 'GROUP_EXISTS');
  const [created] = await db.insert(groups).values({ name }).returning({ id: groups.id });
  return getGroup(db, created!.id);
}
