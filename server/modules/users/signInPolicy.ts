import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { userIdentities, users } from '../../db/schema';
import { recordAuditEvent } from '../../lib/audit/record';
import { revokeUserSessions } from '../../lib/sessions';
import { SignInRefusal } from '../../lib/signInRefusal';
import { readConfigValues } from '../config';
import type { Identity } from './identities';

/** What the server's environment says of who may sign in (each list joins its configuration key). */
export interface SignInAccessRules {
  allowedDomains: readonly string[];
  blockedEmails: readonly string[];
  /** REQUIRE_HOSTED_DOMAIN: a provider's sign-in must carry an allowed `hd` (Google Workspace). */
  requireHostedDomain: boolean;
}

/** Who is signing in, as far as the access rules read them. */
export interface SignInCandidate {
  identity?: Identity | undefined;
  email: string;
  /** Google's `hd` claim, from the ID token only: what userinfo answers is not signed. */
  hostedDomain?: string | undefined;
}

interface Refusal {
  code: string;
  reason: string;
  details?: Record<string, unknown>;
}

const union = (...lists: (readonly string[])[]) => [...new Set(lists.flat())];

/** The first rule the candidate breaks, or null. */
function brokenRule(
  candidate: SignInCandidate,
  email: string,
  blocked: readonly string[],
  allowed: readonly string[],
  requireHostedDomain: boolean,
): Refusal | null {
  if (blocked.includes(email)) {
    return { code: 'EMAIL_BLOCKED', reason: `Địa chỉ ${email} đã bị chặn đăng nhập vào cổng.` };
  }
  const domain = email.slice(email.lastIndexOf('@') + 1);
  const domains = allowed.join(', ');
  if (allowed.length && !allowed.includes(domain)) {
    return {
      code: 'EMAIL_DOMAIN_NOT_ALLOWED',
      reason: `Cổng chỉ dành cho e-mail thuộc miền ${domains}; ${email} không thuộc miền nào trong đó.`,
      details: { domain },
    };
  }
  // Only a provider's sign-in carries `hd`; the development sign-in has no identity.
  if (!candidate.identity) return null;
  const { hostedDomain } = candidate;
  if (hostedDomain === undefined) {
    return requireHostedDomain
      ? {
          code: 'HOSTED_DOMAIN_MISSING',
          reason: `Cổng chỉ nhận tài khoản Google Workspace của công ty; ${email} là một tài khoản Google cá nhân.`,
        }
      : null;
  }
  if (allowed.length && !allowed.includes(hostedDomain.toLowerCase())) {
    return {
      code: 'HOSTED_DOMAIN_NOT_ALLOWED',
      reason: `Tài khoản ${email} thuộc tổ chức ${hostedDomain}, không phải ${domains}.`,
      details: { hostedDomain },
    };
  }
  return null;
}

async function existingAccountId(db: Database, candidate: SignInCandidate, email: string) {
  if (candidate.identity) {
    const [held] = await db
      .select({ id: userIdentities.userId })
      .from(userIdentities)
      .where(
        and(
          eq(userIdentities.issuer, candidate.identity.issuer),
          eq(userIdentities.subject, candidate.identity.subject),
        ),
      );
    if (held) return held.id;
  }
  const [byEmail] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return byEmail?.id ?? null;
}

/**
 * Refuses a sign-in that the allowed domains, the blocked addresses or the Workspace rule
 * forbid, before any account is made: the person is told why and whom to ask, an existing
 * account of theirs loses its sessions (someone who left), and the refusal is one audit event.
 */
export async function refuseUnlessAllowed(
  db: Database,
  candidate: SignInCandidate,
  rules: SignInAccessRules,
): Promise<void> {
  const email = candidate.email.trim().toLowerCase();
  const config = await readConfigValues(db, [
    'ALLOWED_EMAIL_DOMAINS',
    'BLOCKED_EMAILS',
    'SUPPORT_EMAIL',
  ]);
  const refusal = brokenRule(
    candidate,
    email,
    union(rules.blockedEmails, config.BLOCKED_EMAILS),
    union(rules.allowedDomains, config.ALLOWED_EMAIL_DOMAINS),
    rules.requireHostedDomain,
  );
  if (!refusal) return;
  const userId = await existingAccountId(db, candidate, email);
  const details = { email, ...candidate.identity, ...refusal.details, userId };
  await db.transaction(async (tx) => {
    if (userId !== null) await revokeUserSessions(tx, userId);
    await recordAuditEvent(tx, {
      actor: null,
      resource: 'auth/sign-in',
      recordId: userId === null ? null : String(userId),
      action: `SIGNIN ${refusal.code}`,
      before: null,
      after: { refusal: refusal.code, ...details },
    });
  });
  throw new SignInRefusal(
    refusal.code,
    `${refusal.reason} Nếu bạn là nhân viên công ty, hãy nhờ quản trị viên của cổng (${config.SUPPORT_EMAIL}) cấp quyền.`,
    details,
  );
}
