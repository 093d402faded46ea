import { asc, eq, inArray } from 'drizzle-orm';
import type { UserRow } from '../../../common/adminApi';
import type { Executor } from '../../db/client';
import { groups, userGroups, users } from '../../db/schema';
import { notFound } from '../../lib/errors';

type UserTableRow = typeof users.$inferSelect;

/** Adds each user's groups with one query for the whole page. */
export async function toUserRows(db: Executor, rows: UserTableRow[]): Promise<UserRow[]> {
  const ids = rows.map((r) => r.id);
  const memberships = ids.length
    ? await db
        .select({
          userId: userGroups.userId,
          id: groups.id,
          name: groups.name,
          fromProvider: userGroups.fromProvider,
        })
        .from(userGroups)
        .innerJoin(groups, eq(groups.id, userGroups.groupId))
        .where(inArray(userGroups.userId, ids))
        .orderBy(asc(groups.id))
    : [];
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    name: row.name,
    avatarUrl: row.avatarUrl,
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    disabled: row.disabledAt !== null,
    awaitingApproval: row.awaitingApprovalSince !== null,
    groups: memberships
      .filter((m) => m.userId === row.id)
      .map(({ id, name, fromProvider }) => ({ id, name, fromProvider })),
  }));
}

export async function getUserRow(db: Executor, userId: number): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!row) throw notFound('Không tìm thấy người dùng');
  const [answer] = await toUserRows(db, [row]);
  return answer!;
}
