import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loginCodes, userIdentities, users } from '../../../server/db/schema';
import {
  OIDC_CLIENT_ID,
  OIDC_CLIENT_SECRET,
  startOidcProvider,
  type AccountClaims,
  type TestOidcProvider,
} from '../../support/oidcProvider';
import { oidcSignInFlow } from '../../support/oidcSignInFlow';
import { postExchange } from '../../support/signInFlow';
import { bearer, exchangeCode, testAppForFile } from '../../support/testApp';

const PUBLIC_URL = 'http://localhost:3000';
let provider: TestOidcProvider;
const logLines: Record<string, unknown>[] = [];

beforeAll(async () => {
  provider = await startOidcProvider(`${PUBLIC_URL}/api/auth/google/callback`);
});
// Registered before the app's, so it runs after the app has closed.
afterAll(() => provider.close());
const t = testAppForFile({
  env: () => ({
    OIDC_ISSUER: provider.issuer,
    GOOGLE_CLIENT_ID: OIDC_CLIENT_ID,
    GOOGLE_CLIENT_SECRET: OIDC_CLIENT_SECRET,
    PUBLIC_URL,
    ADMIN_EMAILS: 'sep@congty.vn',
    LOG_LEVEL: 'warn',
  }),
  logStream: { write: (line) => logLines.push(JSON.parse(line) as Record<string, unknown>) },
});
beforeEach(() => {
  logLines.length = 0;
});

let nextAccount = 1;
/** A new account at the provider asserting these claims; answers its id (the subject). */
function account(claims: AccountClaims): string {
  const id = `acct-${nextAccount++}`;
  provider.accounts.set(id, claims);
  return id;
}
const verified = (email: string, more: AccountClaims = {}) =>
  account({ email, email_verified: true, name: 'Nhân Viên', ...more });

const { browseToProvider, callback, signIn } = oidcSignInFlow(
  () => t.app,
  () => provider,
);

const me = (token: string) => t.app.inject({ url: '/api/users/me', headers: bearer(token) });
const groupNames = async (token: string) =>
  (await t.app.inject({ url: '/api/permissions/me', headers: bearer(token) }))
    .json<{ data: { groups: { name: string }[] } }>()
    .data.groups.map((g) => g.name);
const accountIdOf = async (subject: string) =>
  (
    await t.db
      .select({ userId: userIdentities.userId })
      .from(userIdentities)
      .where(eq(userIdentities.subject, subject))
  )[0]?.userId;
const loggedWarnings = () => logLines.filter((l) => Number(l.level) >= 40);

describe('sign-in against a strict OpenID Provider (oidc-provider: PKCE required, no extra prompts)', () => {
  it('signs a new user in, records the profile and joins them to the member group', async () => {
    const token = await signIn(
      verified('nhan.vien@congty.vn', { picture: 'https://example.com/a.png' }),
    );
    expect((await me(token)).json().data).toMatchObject({
      email: 'nhan.vien@congty.vn',
      name: 'Nhân Viên',
      avatarUrl: 'https://example.com/a.png',
    });
    expect(await groupNames(token)).toEqual(['Thành viên']);
  });

  it('sends prompt=select_account only to a provider that lists it', async () => {
    const start = await t.app.inject({ url: '/api/auth/google' });
    expect(new URL(String(start.headers.location)).searchParams.has('prompt')).toBe(false);
  });

  it('makes a verified ADMIN_EMAILS address admin at sign-in', async () => {
    const token = await signIn(verified('sep@congty.vn'));
    expect(await groupNames(token)).toContain('Quản trị viên');
  });

  it('refuses an identity whose e-mail_verified is missing, and logs which check failed', async () => {
    const subject = account({ email: 'sep@congty.vn', name: 'Giả danh' });
    const { cookie, query } = await browseToProvider(subject);
    const response = await callback(query, cookie);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'EMAIL_UNVERIFIED' });
    expect(loggedWarnings()).toContainEqual(
      expect.objectContaining({ check: 'email_verified', emailVerified: null }),
    );
    expect(await accountIdOf(subject)).toBeUndefined();
  });

  it('refuses an identity whose e-mail is asserted as not verified', async () => {
    const { cookie, query } = await browseToProvider(
      account({ email: 'chua.xac.minh@congty.vn', email_verified: false }),
    );
    const response = await callback(query, cookie);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('EMAIL_UNVERIFIED');
  });

  it('keeps the same account when the provider changes the e-mail of the same subject', async () => {
    const subject = verified('ten.cu@congty.vn');
    const first = (await me(await signIn(subject))).json().data;
    provider.accounts.set(subject, { email: 'ten.moi@congty.vn', email_verified: true });
    const second = (await me(await signIn(subject))).json().data;
    expect(second).toMatchObject({ id: first.id, email: 'ten.moi@congty.vn' });
  });

  it('links an existing account by its verified e-mail at the first sign-in, once', async () => {
    const [existing] = await t.db
      .insert(users)
      .values({ email: 'co.san@congty.vn', name: 'Có sẵn' })
      .returning({ id: users.id });
    const subject = verified('co.san@congty.vn');
    expect((await me(await signIn(subject))).json().data.id).toBe(existing!.id);
    const linked = await t.db
      .select({ issuer: userIdentities.issuer, subject: userIdentities.subject })
      .from(userIdentities)
      .where(eq(userIdentities.userId, existing!.id));
    expect(linked).toEqual([{ issuer: provider.issuer, subject }]);

    const { cookie, query } = await browseToProvider(verified('co.san@congty.vn'));
    const other = await callback(query, cookie);
    expect(other.statusCode).toBe(401);
    expect(other.json().code).toBe('IDENTITY_CONFLICT');
  });

  it('refuses a tampered state and logs the failed check', async () => {
    const { cookie, query } = await browseToProvider(verified('doi.state@congty.vn'));
    const tampered = query.replace(/state=([^&]+)/, 'state=$1x');
    const response = await callback(tampered, cookie.replace(/=(.*)$/, '=$1x'));
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('STATE_MISMATCH');
    expect(loggedWarnings()).toContainEqual(expect.objectContaining({ check: 'state' }));
  });

  it('refuses a callback whose state does not match the browser cookie', async () => {
    const { query } = await browseToProvider(verified('cookie.khac@congty.vn'));
    const response = await callback(query, 'beli_oidc_state=someone-elses-state');
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toMatch(/Phiên đăng nhập không khớp/);
  });

  it('refuses a replayed callback', async () => {
    const { cookie, query } = await browseToProvider(verified('phat.lai@congty.vn'));
    expect((await callback(query, cookie)).statusCode).toBe(302);
    const replay = await callback(query, cookie);
    expect(replay.statusCode).toBe(401);
  });

  it("logs the provider's error when the code is refused at the token endpoint", async () => {
    const { cookie, query } = await browseToProvider(verified('ma.gia@congty.vn'));
    const forgedCode = query.replace(/code=([^&]+)/, 'code=forged-code');
    const response = await callback(forgedCode, cookie);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('OIDC_FAILED');
    expect(loggedWarnings()).toContainEqual(expect.objectContaining({ error: 'invalid_grant' }));
    expect(JSON.stringify(logLines)).not.toContain(OIDC_CLIENT_SECRET);
  });

  it('refuses an exchange code used twice', async () => {
    const { cookie, query } = await browseToProvider(verified('doi.hai.lan@congty.vn'));
    const signedIn = await callback(query, cookie);
    await exchangeCode(t.app, signedIn);
    const again = await postExchange(t.app, signedIn);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({
      message: 'Mã đăng nhập không hợp lệ, đã dùng hoặc đã hết hạn',
      code: 'BAD_LOGIN_CODE',
    });
  });

  it('refuses an exchange code older than its 60 seconds', async () => {
    const { cookie, query } = await browseToProvider(verified('tre.han@congty.vn'));
    const signedIn = await callback(query, cookie);
    await t.db.update(loginCodes).set({ expiresAt: sql`now() - interval '1 second'` });
    const late = await postExchange(t.app, signedIn);
    expect(late.statusCode).toBe(401);
    expect(late.json().code).toBe('BAD_LOGIN_CODE');
  });

  it('ends the session at logout', async () => {
    const token = await signIn(verified('dang.xuat@congty.vn'));
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(token),
    });
    expect(out.statusCode).toBe(200);
    const after = await me(token);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toMatch(/Phiên đăng nhập đã kết thúc/);
  });

  it('refuses a token signed with another secret', async () => {
    const token = await signIn(verified('gia.mao@congty.vn'));
    const [, payload] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('another-secret-another-secret-another'));
    const response = await me(forged);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Phiên đăng nhập không hợp lệ', code: 'BAD_TOKEN' });
  });

  it('refuses a disabled user: their sessions and any new sign-in', async () => {
    const subject = verified('bi.khoa@congty.vn');
    const token = await signIn(subject);
    await t.db
      .update(users)
      .set({ disabledAt: new Date() })
      .where(eq(users.id, (await accountIdOf(subject))!));
    expect((await me(token)).statusCode).toBe(401);
    const { cookie, query } = await browseToProvider(subject);
    const refused = await callback(query, cookie);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: 'Tài khoản đã bị khóa', code: 'USER_DISABLED' });
  });

  it('refuses a deleted user', async () => {
    const subject = verified('da.xoa@congty.vn');
    const token = await signIn(subject);
    await t.db.delete(users).where(eq(users.id, (await accountIdOf(subject))!));
    expect((await me(token)).statusCode).toBe(401);
  });

  it('refuses a provider error such as a cancelled consent, and logs it', async () => {
    const { cookie } = await browseToProvider(verified('huy.bo@congty.vn'));
    const response = await callback(
      '?error=access_denied&error_description=End-User+aborted&state=x',
      cookie,
    );
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Đăng nhập đã bị hủy hoặc bị từ chối');
    expect(loggedWarnings()).toContainEqual(
      expect.objectContaining({ error: 'access_denied', error_description: 'End-User aborted' }),
    );
  });
});
