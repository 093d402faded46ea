import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import { identitiesOf } from './identities';

const userIdOf = (request: FastifyRequest) => (request.params as { id: number }).id;

/** A user as the events of their lock show them: who, and whether they are locked. */
export const userAsAudited = async (request: FastifyRequest, db: Executor) => {
  const [user] = await db
    .select({ email: users.email, name: users.name, disabledAt: users.disabledAt })
    .from(users)
    .where(eq(users.id, userIdOf(request)));
  return user ? { email: user.email, name: user.name, disabled: user.disabledAt !== null } : null;
};

/** A user's sign-in identities as their events show them: `issuer · subject`, oldest first. */
export const identitiesAsAudited = async (request: FastifyRequest, db: Executor) => ({
  identities: (await identitiesOf(db, userIdOf(request))).map(
    (identity) => `${identity.issuer} · ${identity.subject}`,
  ),
});
