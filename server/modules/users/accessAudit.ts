import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client';
import { sessions, users } from '../../db/schema';

const userIdOf = (request: FastifyRequest) => (request.params as { id: number }).id;

/** A user as their approval's events show them: who, locked or not, waiting or not. */
export const approvalAsAudited = async (request: FastifyRequest, db: Executor) => {
  const [user] = await db
    .select({
      email: users.email,
      disabled: sql<boolean>`${users.disabledAt} is not null`,
      awaitingApproval: sql<boolean>`${users.awaitingApprovalSince} is not null`,
    })
    .from(users)
    .where(eq(users.id, userIdOf(request)));
  return user ?? null;
};

/** How many sessions of the user are open, for the event of their "sign out everywhere". */
export const openSessionsAsAudited = async (request: FastifyRequest, db: Executor) => {
  const [row] = await db
    .select({ openSessions: sql<number>`count(*)::int` })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userIdOf(request)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    );
  return { openSessions: row?.openSessions ?? 0 };
};
