import { asc, eq } from 'drizzle-orm';
import { ADMIN_GROUP_NAME } from '../../common/permissions';
import type { Database, Executor } from '../db/client';
import { groups, userGroups, users } from '../db/schema';
import { recordAuditEvent } from '../lib/audit/record';
import { Refusal } from '../backup/refusal';
import { addUserToGroupNamed } from '../modules/permissions';

const groupNamesOf = async (db: Executor, userId: number) =>
  (
    await db
      .select({ name: groups.name })
      .from(userGroups)
      .innerJoin(groups, eq(groups.id, userGroups.groupId))
      .where(eq(userGroups.userId, userId))
      .orderBy(asc(groups.name))
  ).map((group) => group.name);

/**
 * `npm run admin -- grant EMAIL`: puts the account of this e-mail in the admin group, with its
 * audit event (made from the command line: no user, no request). The account must exist (its
 * owner signed in once), so that a typo makes nobody admin.
 */
export async function grantAdmin(db: Database, typed: string): Promise<void> {
  const email = typed.trim().toLowerCase();
  await db.transaction(async (tx) => {
    const [account] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!account) {
      throw new Refusal(
        `Không có tài khoản nào với e-mail ${email}: người đó cần đăng nhập một lần trước`,
      );
    }
    const before = await groupNamesOf(tx, account.id);
    await addUserToGroupNamed(tx, account.id, ADMIN_GROUP_NAME);
    await recordAuditEvent(tx, {
      actor: null,
      clientAddress: 'dòng lệnh',
      resource: 'permissions/userGroup',
      recordId: String(account.id),
      action: 'CLI npm run admin -- grant',
      before: { email, groups: before },
      after: { email, groups: await groupNamesOf(tx, account.id) },
    });
  });
}
