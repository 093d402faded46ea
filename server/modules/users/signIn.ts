import { and, eq, ne, sql } from 'drizzle-orm';
import { ADMIN_GROUP_NAME, MEMBER_GROUP_NAME } from '../../../common/permissions';
import type { Database, Transaction } from '../../db/client';
import { users } from '../../db/schema';
import { unauthorized } from '../../lib/errors';
import { addUserToGroupNamed, groupHasNoActiveMember } from '../permissions';
import { ensureUserWallet } from '../wallets';

/** Who signed in. `identity` is the provider's (iss, sub); the development sign-in has none. */
export interface SignInProfile {
  identity?: { issuer: string; subject: string };
  email: string;
  /** Only an e-mail the provider asserts as verified may find or link an account. */
  emailVerified: boolean;
  name?: string | undefined;
  avatarUrl?: string | undefined;
}

export interface SignInPolicy {
  adminEmails: readonly string[];
}

const accountColumns = { id: users.id, email: users.email, disabledAt: users.disabledAt };
type Account = { id: number; email: string; disabledAt: Date | null };

async function accountOfIdentity(
  tx: Transaction,
  { issuer, subject }: { issuer: string; subject: string },
) {
  const [found] = await tx
    .select(accountColumns)
    .from(users)
    .where(and(eq(users.oidcIssuer, issuer), eq(users.oidcSubject, subject)))
    .for('update');
  return found;
}

async function accountOfEmail(tx: Transaction, email: string) {
  const [found] = await tx
    .select({ ...accountColumns, oidcIssuer: users.oidcIssuer })
    .from(users)
    .where(eq(users.email, email))
    .for('update');
  return found;
}

/** The provider's current e-mail, unless another account already holds it. */
async function emailToKeep(tx: Transaction, account: Account, email: string) {
  if (account.email === email) return email;
  const [taken] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, account.id)));
  return taken ? account.email : email;
}

/**
 * The account this sign-in belongs to: the one of this (iss, sub); else, at a first sign-in, an
 * account of the same verified e-mail that no other identity has claimed (it is linked); else a
 * new one. The development sign-in finds accounts by e-mail alone.
 */
async function findOrCreateAccount(
  tx: Transaction,
  profile: SignInProfile,
  email: string,
  name: string,
) {
  const { identity } = profile;
  const profileColumns = {
    ...(profile.name?.trim() ? { name } : {}),
    ...(profile.avatarUrl ? { avatarUrl: profile.avatarUrl } : {}),
    lastLoginAt: sql`now()`,
  };
  const known = identity && (await accountOfIdentity(tx, identity));
  if (known) {
    await tx
      .update(users)
      .set({ ...profileColumns, email: await emailToKeep(tx, known, email) })
      .where(eq(users.id, known.id));
    return { account: known, created: false };
  }
  const sameEmail = await accountOfEmail(tx, email);
  if (sameEmail) {
    if (identity && sameEmail.oidcIssuer !== null) {
      throw unauthorized(
        'E-mail này đã gắn với một tài khoản đăng nhập khác; hãy liên hệ quản trị viên',
        'IDENTITY_CONFLICT',
      );
    }
    const link = identity ? { oidcIssuer: identity.issuer, oidcSubject: identity.subject } : {};
    await tx
      .update(users)
      .set({ ...profileColumns, ...link })
      .where(eq(users.id, sameEmail.id));
    return { account: sameEmail, created: false };
  }
  const [created] = await tx
    .insert(users)
    .values({
      email,
      name,
      avatarUrl: profile.avatarUrl ?? null,
      oidcIssuer: identity?.issuer ?? null,
      oidcSubject: identity?.subject ?? null,
      lastLoginAt: sql`now()`,
    })
    .returning(accountColumns);
  return { account: created!, created: true };
}

/**
 * Records a sign-in and answers the user's id: joins a new user to the member group, and makes
 * them admin when ADMIN_EMAILS names their verified e-mail (or, with none configured, while the
 * admin group has no enabled member). A disabled user, or an unverified e-mail, is refused.
 */
export async function recordSignIn(
  db: Database,
  profile: SignInProfile,
  policy: SignInPolicy,
): Promise<number> {
  if (!profile.emailVerified) {
    throw unauthorized(
      'Nhà cung cấp đăng nhập chưa xác minh e-mail của tài khoản này',
      'EMAIL_UNVERIFIED',
    );
  }
  const email = profile.email.trim().toLowerCase();
  const name = profile.name?.trim() || email.split('@')[0]!;
  return db.transaction(async (tx) => {
    const bootstrap =
      policy.adminEmails.length === 0 && (await groupHasNoActiveMember(tx, ADMIN_GROUP_NAME));
    const { account, created } = await findOrCreateAccount(tx, profile, email, name);
    if (account.disabledAt) throw unauthorized('Tài khoản đã bị khóa', 'USER_DISABLED');
    if (created) await addUserToGroupNamed(tx, account.id, MEMBER_GROUP_NAME);
    await ensureUserWallet(tx, account.id);
    if (bootstrap || policy.adminEmails.includes(email)) {
      await addUserToGroupNamed(tx, account.id, ADMIN_GROUP_NAME);
    }
    return account.id;
  });
}
