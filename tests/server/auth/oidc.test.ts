import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loginCodes, users } from '../../../server/db/schema';
import { bearer, exchangeCode, testAppForFile } from '../../support/testApp';

const oidc = new OAuth2Server();
let profile: Record<string, unknown>;

beforeAll(async () => {
  await oidc.issuer.keys.generate('RS256');
  await oidc.start(0, '127.0.0.1');
  oidc.service.on('beforeTokenSigning', (token) => Object.assign(token.payload, profile));
});
// Registered before the app's, so it runs after the app has closed.
afterAll(() => oidc.stop());
const t = testAppForFile({
  env: () => ({
    OIDC_ISSUER: oidc.issuer.url!,
    GOOGLE_CLIENT_ID: 'beli-test-client',
    GOOGLE_CLIENT_SECRET: 'beli-test-secret',
    PUBLIC_URL: 'http://localhost:3000',
    ADMIN_EMAILS: 'sep@congty.vn',
  }),
});
beforeEach(() => {
  profile = {
    email: 'nhan.vien@congty.vn',
    email_verified: true,
    name: 'Nhân Viên',
    picture: 'https://example.com/a.png',
  };
});

/** The browser's part: our redirect, the provider's consent, and back to our callback. */
async function browseToProvider() {
  const start = await t.app.inject({ url: '/api/auth/google' });
  expect(start.statusCode).toBe(302);
  const cookie = String(start.headers['set-cookie']).split(';')[0]!;
  const authorize = new URL(String(start.headers.location));
  expect(authorize.origin).toBe(new URL(oidc.issuer.url!).origin);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  const consent = await fetch(authorize, { redirect: 'manual' });
  const back = new URL(String(consent.headers.get('location')));
  expect(back.pathname).toBe('/api/auth/google/callback');
  return { cookie, query: back.search };
}

async function callback(query: string, cookie: string) {
  return t.app.inject({ url: `/api/auth/google/callback${query}`, headers: { cookie } });
}

async function completeSignIn(): Promise<string> {
  const { cookie, query } = await browseToProvider();
  const response = await callback(query, cookie);
  expect(response.statusCode).toBe(302);
  return exchangeCode(t.app, String(response.headers.location));
}

/** Posts the code from the callback's redirect to the exchange, as the app's page does. */
const postExchange = (location: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/exchange',
    payload: { code: new URL(location, 'http://x').searchParams.get('code') },
  });

const me = (token: string) => t.app.inject({ url: '/api/users/me', headers: bearer(token) });

describe('sign-in with OpenID Connect', () => {
  it('signs a new user in, records the profile and joins them to the member group', async () => {
    const token = await completeSignIn();
    const answer = await me(token);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toMatchObject({
      email: 'nhan.vien@congty.vn',
      name: 'Nhân Viên',
      avatarUrl: 'https://example.com/a.png',
    });
    const groups = await t.app.inject({ url: '/api/permissions/me', headers: bearer(token) });
    expect(groups.json().data.groups.map((g: { name: string }) => g.name)).toEqual(['Thành viên']);
  });

  it('makes an ADMIN_EMAILS address admin at sign-in', async () => {
    profile.email = 'sep@congty.vn';
    const token = await completeSignIn();
    const groups = await t.app.inject({ url: '/api/permissions/me', headers: bearer(token) });
    expect(groups.json().data.groups.map((g: { name: string }) => g.name)).toContain(
      'Quản trị viên',
    );
  });

  it('refuses a callback whose state does not match the browser cookie', async () => {
    const { query } = await browseToProvider();
    const response = await callback(query, 'beli_oidc_state=someone-elses-state');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'STATE_MISMATCH' });
    expect(response.json().message).toMatch(/Phiên đăng nhập không khớp/);
  });

  it('refuses the same callback twice', async () => {
    const { cookie, query } = await browseToProvider();
    expect((await callback(query, cookie)).statusCode).toBe(302);
    const replay = await callback(query, cookie);
    expect(replay.statusCode).toBe(401);
  });

  it('refuses an exchange code used twice', async () => {
    const { cookie, query } = await browseToProvider();
    const location = String((await callback(query, cookie)).headers.location);
    await exchangeCode(t.app, location);
    const again = await postExchange(location);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({
      message: 'Mã đăng nhập không hợp lệ, đã dùng hoặc đã hết hạn',
      code: 'BAD_LOGIN_CODE',
    });
  });

  it('refuses an exchange code older than its 60 seconds', async () => {
    const { cookie, query } = await browseToProvider();
    const location = String((await callback(query, cookie)).headers.location);
    await t.db.update(loginCodes).set({ expiresAt: sql`now() - interval '1 second'` });
    const late = await postExchange(location);
    expect(late.statusCode).toBe(401);
    expect(late.json().code).toBe('BAD_LOGIN_CODE');
  });

  it('ends the session at logout', async () => {
    const token = await completeSignIn();
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
    const token = await completeSignIn();
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
    profile.email = 'bi.khoa@congty.vn';
    const token = await completeSignIn();
    await t.db
      .update(users)
      .set({ disabledAt: new Date() })
      .where(eq(users.email, 'bi.khoa@congty.vn'));
    expect((await me(token)).statusCode).toBe(401);
    const { cookie, query } = await browseToProvider();
    const refused = await callback(query, cookie);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: 'Tài khoản đã bị khóa', code: 'USER_DISABLED' });
  });

  it('refuses a deleted user', async () => {
    profile.email = 'da.xoa@congty.vn';
    const token = await completeSignIn();
    await t.db.delete(users).where(eq(users.email, 'da.xoa@congty.vn'));
    expect((await me(token)).statusCode).toBe(401);
  });

  it('refuses an identity without a verified e-mail', async () => {
    profile.email_verified = false;
    const { cookie, query } = await browseToProvider();
    const response = await callback(query, cookie);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('EMAIL_UNVERIFIED');
  });

  it('refuses a provider error such as a cancelled consent', async () => {
    const { cookie } = await browseToProvider();
    const response = await callback('?error=access_denied&state=x', cookie);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Đăng nhập đã bị hủy hoặc bị từ chối');
  });
});
