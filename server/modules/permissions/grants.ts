import { and, eq } from 'drizzle-orm';
import { ADMIN_GROUP_NAME, PERMISSIONS } from '../../../common/permissions';
import type { Database, Executor } from '../../db/client';
import { groupPermissions, groups, permissions } from '../../db/schema';
import { notFound, unprocessable } from '../../lib/errors';
import type { GroupDetail } from '../../../common/adminApi';
import { getGroup } from './groups';

async function findBoth(db: Executor, groupId: number, permissionId: number) {
  const [group] = await db.select().from(groups).where(eq(groups.id, groupId)).for('update');
  if (!group) throw notFound('Không tìm thấy nhóm');
  const [permission] = await db.select().from(permissions).where(eq(permissions.id, permissionId));
  if (!permission) throw notFound('Không tìm thấy quyền');
  return { group, permission };
}

/** Idempotent: granting a permission the group already has changes nothing. */
export async function grantPermission(
  db: Database,
  groupId: number,
  permissionId: number,
): Promise<GroupDetail> {
  return db.transaction(async (tx) => {
    await findBoth(tx, groupId, permissionId);
    await tx.insert(groupPermissions).values({ groupId, permissionId }).onConflictDoNothing();
    return getGroup(tx, groupId);
  });
}

/** Idempotent; the admin group always keeps permission.all, or nobody could manage groups. */
export async function revokePermission(
  db: Database,
  groupId: number,
  permissionId: number,
): Promise<GroupDetail> {
  return db.transaction(async (tx) => {
    const { group, permission } = await findBoth(tx, groupId, permissionId);
    if (group.name === ADMIN_GROUP_NAME && permission.name === PERMISSIONS.permissionAll) {
      throw unprocessable(
        `Không thể bỏ quyền ${PERMISSIONS.permissionAll} khỏi nhóm "${ADMIN_GROUP_NAME}"`,
        'ADMIN_GROUP_PROTECTED',
      );
    }
    await tx
      .delete(groupPermissions)
      .where(
        and(eq(groupPermissions.groupId, groupId), eq(groupPermissions.permissionId, permissionId)),
      );
    return getGroup(tx, groupId);
  });
}
