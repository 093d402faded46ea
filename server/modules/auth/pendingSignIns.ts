import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { oidcStates } from '../../db/schema';
import type { PendingSignIn } from './oidc';

const PENDING_TTL = sql`interval '10 minutes'`;

export async function savePendingSignIn(db: Database, pending: PendingSignIn): Promise<void> {
  await db.delete(oidcStates).where(sql`${oidcStates.createdAt} < now() - ${PENDING_TTL}`);
  await db.insert(oidcStates).values(pending);
}

/** Takes the pending sign-in for this state once; a second callback with it finds nothing. */
export async function takePendingSignIn(
  db: Database,
  state: string,
): Promise<PendingSignIn | null> {
  const [row] = await db
    .delete(oidcStates)
    .where(and(eq(oidcStates.state, state), gt(oidcStates.createdAt, sql`now() - ${PENDING_TTL}`)))
    .returning({
      state: oidcStates.state,
      codeVerifier: oidcStates.codeVerifier,
      nonce: oidcStates.nonce,
    });
  return row ?? null;
}
