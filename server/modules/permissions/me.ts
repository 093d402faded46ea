import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { groupPermissions, groups, permissions, userGroups } from '../../db/schema';

export interface GroupWithPermissions {
  id: number;
  name: string;
  permissions: { id: number; name: string }[];
}

/** The user's groups with their permissions: the shape of SPEC 7's GET /permissions/me. */
export async function groupsOfUser(db: Database, userId: number): Promise<GroupWithPermissions[]> {
  const rows = await db
    .select({
      groupId: groups.id,
      groupName: groups.name,
      permissionId: permissions.id,
      permissionName: permissions.name,
    })
    .from(userGroups)
    .innerJoin(groups, eq(groups.id, userGroups.groupId))
    .leftJoin(groupPermissions, eq(groupPermissions.groupId, groups.id))
    .leftJoin(permissions, eq(permissions.id, groupPermissions.permissionId))
    .where(eq(userGroups.userId, userId))
    .orderBy(asc(groups.id), asc(permissions.name));

  const byGroup = new Map<number, GroupWithPermissions>();
  for (const row of rows) {
    const group = byGroup.get(row.groupId) ?? {
      id: row.groupId,
      name: row.groupName,
      permissions: [],
    };
    byGroup.set(row.groupId, group);
    if (row.permissionId !== null && row.permissionName !== null) {
      group.permissions.push({ id: row.permissionId, name: row.permissionName });
    }
  }
  return [...byGroup.values()];
}
