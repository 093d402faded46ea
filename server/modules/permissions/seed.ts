import { eq, inArray } from 'drizzle-orm';
import {
  ADMIN_GROUP_NAME,
  MEMBER_GROUP_NAME,
  PERMISSION_DESCRIPTIONS,
  PERMISSIONS,
} from '../../../common/permissions';
import type { Executor } from '../../db/client';
import { groupPermissions, groups, permissions } from '../../db/schema';

/**
 * Inserts missing permissions and the two groups. A permission new to this database is granted
 * to the admin group; one an admin has taken away from a group is not given back on restart.
 */
export async function seedPermissions(db: Executor): Promise<void> {
  const added = await db
    .insert(permissions)
    .values(
      Object.values(PERMISSIONS).map((name) => ({
        name,
        description: PERMISSION_DESCRIPTIONS[name],
      })),
    )
    .onConflictDoNothing()
    .returning({ id: permissions.id, name: permissions.name });

  const newGroups = await db
    .insert(groups)
    .values([{ name: MEMBER_GROUP_NAME }, { name: ADMIN_GROUP_NAME }])
    .onConflictDoNothing()
    .returning({ id: groups.id, name: groups.name });

  const [admin] = await db.select().from(groups).where(eq(groups.name, ADMIN_GROUP_NAME));
  const adminIsNew = newGroups.some((g) => g.name === ADMIN_GROUP_NAME);
  const toAdmin = adminIsNew ? await db.select({ id: permissions.id }).from(permissions) : added;
  if (admin && toAdmin.length) {
    await db
      .insert(groupPermissions)
      .values(toAdmin.map((p) => ({ groupId: admin.id, permissionId: p.id })))
      .onConflictDoNothing();
  }

  const member = newGroups.find((g) => g.name === MEMBER_GROUP_NAME);
  if (member) {
    const [me] = await db
      .select({ id: permissions.id })
      .from(permissions)
      .where(inArray(permissions.name, [PERMISSIONS.me]));
    await db.insert(groupPermissions).values({ groupId: member.id, permissionId: me!.id });
  }
}
