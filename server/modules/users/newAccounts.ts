import { eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { UserRow } from '../../../common/adminApi';
import type { Database, Executor } from '../../db/client';
import { groups, userGroups, users } from '../../db/schema';
import { notFound, unprocessable } from '../../lib/errors';
import { revokeUserSessions } from '../../lib/sessions';
import { readConfigValues } from '../config';
import { getUserRow } from './adminRows';

/** Joins the user to the groups NEW_ACCOUNT_GROUPS names (a name no group has is left out). */
async function joinNewAccountGroups(tx: Executor, userId: number, names: readonly string[]) {
  if (!names.length) return;
  const found = await tx
    .select({ id: groups.id })
    .from(groups)
    .where(inArray(groups.name, [...names]));
  if (!found.length) return;
  await tx
    .insert(userGroups)
    .values(found.map((group) => ({ userId, groupId: group.id })))
    .onConflictDoNothing();
}

/**
 * A new account joins the configured groups, or, when NEW_ACCOUNTS_NEED_APPROVAL is on and it
 * is not made an admin at this sign-in, waits for an admin's approval and joins them then.
 */
export async function setUpNewAccount(tx: Executor, userId: number, becomesAdmin: boolean) {
  const config = await readConfigValues(tx, ['NEW_ACCOUNT_GROUPS', 'NEW_ACCOUNTS_NEED_APPROVAL']);
  if (config.NEW_ACCOUNTS_NEED_APPROVAL && !becomesAdmin) {
    await tx
      .update(users)
      .set({ awaitingApprovalSince: sql`now()` })
      .where(eq(users.id, userId));
    return;
  }
  await joinNewAccountGroups(tx, userId, config.NEW_ACCOUNT_GROUPS);
}

async function waitingAccount(tx: Executor, userId: number) {
  const [user] = await tx
    .select({ id: users.id, awaitingApprovalSince: users.awaitingApprovalSince })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!user) throw notFound('Không tìm thấy người dùng');
  if (!user.awaitingApprovalSince) {
    throw unprocessable('Tài khoản này không chờ duyệt', 'NOT_AWAITING_APPROVAL');
  }
}

/**
 * An admin's answer to a waiting account: approved, it joins NEW_ACCOUNT_GROUPS and may use the
 * portal from its next request; refused, it is locked and its sessions end.
 */
export async function answerWaitingAccount(
  db: Database,
  userId: number,
  approve: boolean,
): Promise<UserRow> {
  await db.transaction(async (tx) => {
    await waitingAccount(tx, userId);
    await tx
      .update(users)
      .set({ awaitingApprovalSince: null, ...(approve ? {} : { disabledAt: sql`now()` }) })
      .where(eq(users.id, userId));
    if (approve) {
      const config = await readConfigValues(tx, ['NEW_ACCOUNT_GROUPS']);
      await joinNewAccountGroups(tx, userId, config.NEW_ACCOUNT_GROUPS);
    } else {
      await revokeUserSessions(tx, userId);
    }
  });
  return getUserRow(db, userId);
}

/** How many accounts wait for approval (the admin's home says it). */
export async function countWaitingAccounts(db: Executor): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(isNotNull(users.awaitingApprovalSince));
  return row?.count ?? 0;
}
