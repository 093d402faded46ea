import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { groups, userGroups, users } from '../../db/schema';
import { notFound } from '../../lib/errors';

/** A user as the admin list shows them. */
export interface UserRow {
  id: number;
  email: string;
  name: string;
  avatarUrl: string | null;
  createdAt: string;
  lastLoginAt: string | null;
  disabled: boolean;
  groups: { id: number; name: string }[];
}

export const userRowColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  avatarUrl: users.avatarUrl,
  createdAt: users.createdAt,
  lastLoginAt: users.lastLoginAt,
  disabled: sql<boolean>`${users.disabledAt} is not null`,
};

type BaseRow = {
  id: number;
  email: string;
  name: string;
  avatarUrl: string | null;
  createdAt: Date;
  lastLoginAt: Date | null;
  disabled: boolean;
};

/** Adds each user's groups with one query for the whole page. */
export async function withGroups(db: Executor, rows: BaseRow[]): Promise<UserRow[]> {
  const ids = rows.map((r) => r.id);
  const memberships = ids.length
    ? await db
        .select({ userId: userGroups.userId, id: groups.id, name: groups.name })
        .from(userGroups)
        .innerJoin(groups, eq(groups.id, userGroups.groupId))
        .where(inArray(userGroups.userId, ids))
        .orderBy(asc(groups.id))
    : [];
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    groups: memberships.filter((m) => m.userId === row.id).map(({ id, name }) => ({ id, name })),
  }));
}

export async function getUserRow(db: Executor, userId: number): Promise<UserRow> {
  const [row] = await db.select(userRowColumns).from(users).where(eq(users.id, userId));
  if (!row) throw notFound('Không tìm thấy người dùng');
  const [withTheirGroups] = await withGroups(db, [row]);
  return withTheirGroups!;
}
