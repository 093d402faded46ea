import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { SignJWT, jwtVerify } from 'jose';
import type { Database, Executor } from '../db/client';
import { loginCodes, sessions, users } from '../db/schema';
import { unauthorized } from './errors';

export interface SessionConfig {
  secret: Uint8Array;
  sessionDays: number;
  /** SESSION_IDLE_MINUTES: a session unused this long ends; 0 never. */
  idleMinutes: number;
}

const hmacKeys = new WeakMap<Uint8Array, Promise<CryptoKey>>();

/**
 * The secret as a WebCrypto key, imported once: jose imports a raw secret again on every call,
 * which cost about 0.9 ms a request, twenty times the verification itself.
 */
function hmacKey(secret: Uint8Array): Promise<CryptoKey> {
  let key = hmacKeys.get(secret);
  if (!key) {
    const algorithm = { name: 'HMAC', hash: 'SHA-256' };
    key = crypto.subtle.importKey('raw', new Uint8Array(secret), algorithm, false, [
      'sign',
      'verify',
    ]);
    hmacKeys.set(secret, key);
  }
  return key;
}

const hash = (value: string) => createHash('sha256').update(value).digest('base64url');

export const LOGIN_CODE_TTL_SECONDS = 60;

/**
 * A one-time code the browser exchanges for a token, bound to the browser that signed in: the
 * binding goes into that browser's cookie, so a code planted in another browser (login CSRF:
 * a link to the callback page with the attacker's code) is refused there. Only hashes are stored.
 */
export async function issueLoginCode(
  db: Database,
  userId: number,
): Promise<{ code: string; browserBinding: string }> {
  const code = randomBytes(32).toString('base64url');
  const browserBinding = randomBytes(32).toString('base64url');
  await db.insert(loginCodes).values({
    codeHash: hash(code),
    browserBindingHash: hash(browserBinding),
    userId,
    expiresAt: new Date(Date.now() + LOGIN_CODE_TTL_SECONDS * 1000),
  });
  return { code, browserBinding };
}

/** The token for a code shown with its browser's binding; a code shown anywhere is spent. */
export async function exchangeLoginCode(
  db: Database,
  config: SessionConfig,
  code: string,
  browserBinding: string | undefined,
): Promise<string> {
  const [used] = await db
    .update(loginCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(loginCodes.codeHash, hash(code)),
        isNull(loginCodes.usedAt),
        gt(loginCodes.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: loginCodes.userId, browserBindingHash: loginCodes.browserBindingHash });
  if (!used)
    throw unauthorized('Mã đăng nhập không hợp lệ, đã dùng hoặc đã hết hạn', 'BAD_LOGIN_CODE');
  if (browserBinding === undefined || used.browserBindingHash !== hash(browserBinding)) {
    throw unauthorized(
      'Mã đăng nhập này được tạo cho một trình duyệt khác nên bị từ chối; hãy đăng nhập lại từ trình duyệt này',
      'LOGIN_CODE_OTHER_BROWSER',
    );
  }
  const [user] = await db
    .select({ disabledAt: users.disabledAt })
    .from(users)
    .where(eq(users.id, used.userId));
  if (!user || user.disabledAt) throw unauthorized('Tài khoản đã bị khóa', 'USER_DISABLED');
  return createSession(db, config, used.userId);
}

async function createSession(db: Database, config: SessionConfig, userId: number): Promise<string> {
  const expiresAt = new Date(Date.now() + config.sessionDays * 86_400_000);
  const [session] = await db
    .insert(sessions)
    .values({ userId, expiresAt })
    .returning({ id: sessions.id });
  return new SignJWT({ sid: session!.id })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuedAt()
    .setExpirationTime(expiresAt)
    .sign(await hmacKey(config.secret));
}

interface VerifiedToken {
  sessionId: string;
  userId: string;
  expiresAtMs: number;
}

/**
 * Tokens already verified, per secret, until they expire: a signed-in client sends the same
 * token with every request, and checking its signature again costs more than the rest of the
 * request's own work. Whether its session still holds is read from the database every time.
 */
const verifiedTokens = new WeakMap<Uint8Array, Map<string, VerifiedToken>>();
const MAX_REMEMBERED_TOKENS = 10_000;

/** The session and user a token names, or null when the token is forged, expired or malformed. */
export async function readToken(
  config: SessionConfig,
  token: string,
): Promise<{ sessionId: string; userId: string } | null> {
  let remembered = verifiedTokens.get(config.secret);
  if (!remembered) verifiedTokens.set(config.secret, (remembered = new Map()));
  const known = remembered.get(token);
  if (known && known.expiresAtMs > Date.now()) {
    return { sessionId: known.sessionId, userId: known.userId };
  }
  remembered.delete(token);
  try {
    const { payload } = await jwtVerify(token, await hmacKey(config.secret), {
      algorithms: ['HS256'],
    });
    if (typeof payload.sid !== 'string' || typeof payload.sub !== 'string') return null;
    const claims = { sessionId: payload.sid, userId: payload.sub };
    if (typeof payload.exp === 'number') {
      if (remembered.size >= MAX_REMEMBERED_TOKENS) remembered.clear();
      remembered.set(token, { ...claims, expiresAtMs: payload.exp * 1000 });
    }
    return claims;
  } catch {
    return null;
  }
}

type Claims = Awaited<ReturnType<typeof readToken>>;
const claimsOfRequest = new WeakMap<FastifyRequest, Promise<Claims>>();

/**
 * The claims of a request's bearer token (null when it sends none or a bad one), verified once
 * per request: the rate limit's key and the auth plugin both ask.
 */
export function requestClaims(config: SessionConfig, request: FastifyRequest): Promise<Claims> {
  let claims = claimsOfRequest.get(request);
  if (!claims) {
    const token = bearerToken(request.headers.authorization);
    claims = token === null ? Promise.resolve(null) : readToken(config, token);
    claimsOfRequest.set(request, claims);
  }
  return claims;
}

/** The bearer token of a request, if it sends one. */
export function bearerToken(authorization: string | undefined): string | null {
  return authorization?.startsWith('Bearer ') ? authorization.slice(7).trim() : null;
}

export async function revokeSession(db: Executor, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(eq(sessions.id, sessionId));
}

export async function revokeUserSessions(db: Executor, userId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** Records that a session was used now (at most once a minute: the auth query says when). */
export async function markSessionSeen(db: Executor, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ lastSeenAt: sql`now()` })
    .where(eq(sessions.id, sessionId));
}
