import { eq, sql } from 'drizzle-orm';
import { ADMIN_GROUP_NAME, MEMBER_GROUP_NAME } from '../../../common/permissions';
import type { Database } from '../../db/client';
import { groups, userGroups } from '../../db/schema';
import { conflict, notFound, unprocessable } from '../../lib/errors';

/**
 * Deletes a group nobody is in. The two seeded groups stay: new users join "Thành viên" by name
 * and the admin group holds every permission.
 */
export async function deleteGroup(db: Database, groupId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [group] = await tx.select().from(groups).where(eq(groups.id, groupId)).for('update');
    if (!group) throw notFound('Không tìm thấy nhóm');
    if (group.name === ADMIN_GROUP_NAME || group.name === MEMBER_GROUP_NAME) {
      throw unprocessable(`Nhóm "${group.name}" là nhóm có sẵn, không thể xóa`, 'GROUP_BUILT_IN');
    }
    const [row] = await tx
      .select({ members: sql<number>`count(*)::int` })
      .from(userGroups)
      .where(eq(userGroups.groupId, groupId));
    const members = row?.members ?? 0;
    if (members > 0) {
      throw conflict(
        `Không thể xóa nhóm "${group.name}": nhóm còn ${members} thành viên. Hãy bỏ họ khỏi nhóm trước`,
        'IN_USE',
      );
    }
    await tx.delete(groups).where(eq(groups.id, groupId));
  });
}
