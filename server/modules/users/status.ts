import { eq, sql } from 'drizzle-orm';
import type { UserRow } from '../../../common/adminApi';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { notFound, unprocessable } from '../../lib/errors';
import { revokeUserSessions } from '../../lib/sessions';
import { assertAnotherActiveAdmin, isActiveAdmin, lockAdminGroup } from '../permissions';
import { getUserRow } from './adminRows';

/**
 * Disabling ends every session of the user at once (the guard also refuses a disabled user's
 * token); nobody disables themselves or the last enabled admin.
 */
export async function setUserDisabled(
  db: Database,
  userId: number,
  disabled: boolean,
  actorId: number,
): Promise<UserRow> {
  if (disabled && userId === actorId) {
    throw unprocessable('Bạn không thể tự khóa tài khoản của mình', 'SELF_DISABLE');
  }
  await db.transaction(async (tx) => {
    const adminGroupId = await lockAdminGroup(tx);
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!user) throw notFound('Không tìm thấy người dùng');
    if (disabled && (await isActiveAdmin(tx, adminGroupId, userId))) {
      await assertAnotherActiveAdmin(tx, adminGroupId, userId);
    }
    await tx
      .update(users)
      .set({ disabledAt: disabled ? sql`coalesce(${users.disabledAt}, now())` : null })
      .where(eq(users.id, userId));
    if (disabled) await revokeUserSessions(tx, userId);
  });
  return getUserRow(db, userId);
}
