import { and, eq, ne, sql } from 'drizzle-orm';
import { ADMIN_GROUP_NAME } from '../../../common/permissions';
import type { Database, Transaction } from '../../db/client';
import { userIdentities, users } from '../../db/schema';
import { SignInRefusal } from '../../lib/signInRefusal';
import { addUserToGroupNamed, groupHasNoActiveMember, syncProviderGroups } from '../permissions';
import { ensureUserWallet } from '../wallets';
import { identitiesOf, type Identity } from './identities';
import { setUpNewAccount } from './newAccounts';
import { refuseUnlessAllowed, type SignInAccessRules } from './signInPolicy';

/** Who signed in. `identity` is the provider's (iss, sub); the development sign-in has none. */
export interface SignInProfile {
  identity?: Identity;
  email: string;
  /** Only an e-mail the provider asserts as verified may find or link an account. */
  emailVerified: boolean;
  name?: string | undefined;
  avatarUrl?: string | undefined;
  /** Google's `hd`, read from the ID token alone. */
  hostedDomain?: string | undefined;
  /** Every claim the provider asserted (the groups claim is read from them). */
  claims?: Readonly<Record<string, unknown>>;
}

export interface SignInPolicy {
  adminEmails: readonly string[];
  /** OIDC_PREVIOUS_ISSUERS: issuers whose accounts move to the current one by verified e-mail. */
  previousIssuers: readonly string[];
  /**
   * With ADMIN_EMAILS empty, whether the first to sign in while no enabled admin exists becomes
   * admin: in development only; production's first admin is made by `npm run admin -- grant`.
   */
  firstComerAdmin: boolean;
  /** ALLOWED_EMAIL_DOMAINS, BLOCKED_EMAILS, REQUIRE_HOSTED_DOMAIN. */
  access: SignInAccessRules;
}

const accountColumns = { id: users.id, email: users.email, disabledAt: users.disabledAt };
type Account = { id: number; email: string; disabledAt: Date | null };

async function accountOfIdentity(tx: Transaction, { issuer, subject }: Identity) {
  const [found] = await tx
    .select(accountColumns)
    .from(users)
    .innerJoin(userIdentities, eq(userIdentities.userId, users.id))
    .where(and(eq(userIdentities.issuer, issuer), eq(userIdentities.subject, subject)))
    .for('update', { of: users });
  return found;
}

async function accountOfEmail(tx: Transaction, email: string) {
  const [found] = await tx
    .select(accountColumns)
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
 * A new identity may join the account of its verified e-mail when the account has no identity
 * yet (made before sign-in identities, or by the development sign-in), or when every identity it
 * has is from an issuer the operator has moved away from (OIDC_PREVIOUS_ISSUERS).
 */
async function refuseForeignIdentity(
  tx: Transaction,
  account: Account,
  identity: Identity,
  policy: SignInPolicy,
) {
  const held = (await identitiesOf(tx, account.id)).map((h) => h.issuer);
  const movable = held.every((issuer) => policy.previousIssuers.includes(issuer));
  if (movable) return;
  throw new SignInRefusal(
    'IDENTITY_CONFLICT',
    'E-mail này đã gắn với một tài khoản đăng nhập khác; hãy liên hệ quản trị viên',
    { ...identity, userId: account.id, heldIssuers: [...new Set(held)] },
  );
}

/**
 * The account this sign-in belongs to, and the e-mail it holds afterwards: the account of this
 * (iss, sub); else, at a first sign-in, the account of the same verified e-mail when it may take
 * this identity (it is linked); else a new one. The development sign-in finds accounts by e-mail
 * alone.
 */
async function findOrCreateAccount(
  tx: Transaction,
  profile: SignInProfile,
  email: string,
  name: string,
  policy: SignInPolicy,
) {
  const { identity } = profile;
  const profileColumns = {
    ...(profile.name?.trim() ? { name } : {}),
    ...(profile.avatarUrl ? { avatarUrl: profile.avatarUrl } : {}),
    lastLoginAt: sql`now()`,
  };
  const known = identity && (await accountOfIdentity(tx, identity));
  if (known) {
    const heldEmail = await emailToKeep(tx, known, email);
    await tx
      .update(users)
      .set({ ...profileColumns, email: heldEmail })
      .where(eq(users.id, known.id));
    return { account: known, heldEmail, created: false };
  }
  const sameEmail = await accountOfEmail(tx, email);
  if (sameEmail) {
    if (identity) {
      await refuseForeignIdentity(tx, sameEmail, identity, policy);
      await tx.insert(userIdentities).values({ userId: sameEmail.id, ...identity });
    }
    await tx.update(users).set(profileColumns).where(eq(users.id, sameEmail.id));
    return { account: sameEmail, heldEmail: email, created: false };
  }
  const [created] = await tx
    .insert(users)
    .values({ email, name, avatarUrl: profile.avatarUrl ?? null, lastLoginAt: sql`now()` })
    .returning(accountColumns);
  if (identity) await tx.insert(userIdentities).values({ userId: created!.id, ...identity });
  return { account: created!, heldEmail: email, created: true };
}

/**
 * Records a sign-in and answers the user's id, once the access rules let the person in
 * (signInPolicy.ts): sets a new account up (newAccounts.ts), follows the provider's groups, makes
 * them admin when ADMIN_EMAILS names the verified e-mail the account holds (or, with none
 * configured, outside production, while the admin group has no enabled member). A disabled user, or an unverified
 * e-mail, is refused.
 */
export async function recordSignIn(
  db: Database,
  profile: SignInProfile,
  policy: SignInPolicy,
): Promise<number> {
  if (!profile.emailVerified) {
    throw new SignInRefusal(
      'EMAIL_UNVERIFIED',
      'Nhà cung cấp đăng nhập chưa xác minh e-mail của tài khoản này',
      { check: 'email_verified', ...profile.identity },
    );
  }
  await refuseUnlessAllowed(db, profile, policy.access);
  const email = profile.email.trim().toLowerCase();
  const name = profile.name?.trim() || email.split('@')[0]!;
  return db.transaction(async (tx) => {
    const bootstrap =
      policy.firstComerAdmin &&
      policy.adminEmails.length === 0 &&
      (await groupHasNoActiveMember(tx, ADMIN_GROUP_NAME));
    const { account, heldEmail, created } = await findOrCreateAccount(
      tx,
      profile,
      email,
      name,
      policy,
    );
    if (account.disabledAt) {
      throw new SignInRefusal('USER_DISABLED', 'Tài khoản đã bị khóa', { userId: account.id });
    }
    await ensureUserWallet(tx, account.id);
    // The e-mail the provider verified, and only if this account holds it (it may be another's).
    const adminByEmail = heldEmail === email && policy.adminEmails.includes(email);
    if (created) await setUpNewAccount(tx, account.id, bootstrap || adminByEmail);
    if (bootstrap || adminByEmail) await addUserToGroupNamed(tx, account.id, ADMIN_GROUP_NAME);
    if (profile.identity) await syncProviderGroups(tx, account.id, profile.claims ?? {});
    return account.id;
  });
}
