import { sql } from 'drizzle-orm';
import { ADMIN_GROUP_NAME, MEMBER_GROUP_NAME } from '../../../common/permissions';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { unauthorized } from '../../lib/errors';
import { addUserToGroupNamed, groupHasNoActiveMember } from '../permissions/membership';
import { ensureUserWallet } from '../wallets/userWallet';

export interface SignInProfile {
  email: string;
  name?: string | undefined;
  avatarUrl?: string | undefined;
}

export interface SignInPolicy {
  adminEmails: readonly string[];
}

/**
 * Creates or updates the user who just proved their e-mail, joins a new user to the member
 * group, and makes them admin when ADMIN_EMAILS names them (or, with none configured, while the
 * admin group has no an enabled user). A disabled user is refused.
 */
export async function recordSignIn(
  db: Database,
  profile: SignInProfile,
  policy: SignInPolicy,
): Promise<number> {
  const email = profile.email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const bootstrap =
      policy.adminEmails.length === 0 && (await groupHasNoActiveMember(tx, ADMIN_GROUP_NAME));
    const name = profile.name?.trim() || email.split('@')[0]!;
    const [user] = await tx
      .insert(users)
      .values({ email, name, avatarUrl: profile.avatarUrl ?? null, lastLoginAt: sql`now()` })
      .onConflictDoUpdate({
        target: users.email,
        set: {
          name: profile.name?.trim() ? name : sql`${users.name}`,
          avatarUrl: profile.avatarUrl ?? sql`${users.avatarUrl}`,
          lastLoginAt: sql`now()`,
        },
      })
      .returning({
        id: users.id,
        disabledAt: users.disabledAt,
        inserted: sql<boolean>`(xmax = 0)`,
      });
    if (!user) throw new Error('upsert returned no row');
    if (user.disabledAt) throw unauthorized('Tài khoản đã bị khóa', 'USER_DISABLED');
    if (user.inserted) await addUserToGroupNamed(tx, user.id, MEMBER_GROUP_NAME);
    await ensureUserWallet(tx, user.id);
    if (bootstrap || policy.adminEmails.includes(email)) {
      await addUserToGroupNamed(tx, user.id, ADMIN_GROUP_NAME);
    }
    return user.id;
  });
}
