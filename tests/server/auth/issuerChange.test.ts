import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { userIdentities } from '../../../server/db/schema';
import {
  OIDC_CLIENT_ID,
  OIDC_CLIENT_SECRET,
  startOidcProvider,
  type TestOidcProvider,
} from '../../support/oidcProvider';
import { oidcSignInFlow } from '../../support/oidcSignInFlow';
import { ADMIN_EMAIL, bearer, testAppForFile } from '../../support/testApp';

/** The issuer this portal signed people in through before OIDC_ISSUER became the test provider. */
const OLD_ISSUER = 'https://dang-nhap-cu.congty.vn';
const PUBLIC_URL = 'http://localhost:3000';
let provider: TestOidcProvider;
const logLines: Record<string, unknown>[] = [];

beforeAll(async () => {
  provider = await startOidcProvider(`${PUBLIC_URL}/api/auth/google/callback`);
});
afterAll(() => provider.close());
const t = testAppForFile({
  env: () => ({
    OIDC_ISSUER: provider.issuer,
    OIDC_PREVIOUS_ISSUERS: OLD_ISSUER,
    GOOGLE_CLIENT_ID: OIDC_CLIENT_ID,
    GOOGLE_CLIENT_SECRET: OIDC_CLIENT_SECRET,
    PUBLIC_URL,
    ADMIN_EMAILS: 'truong.phong@congty.vn',
    // The demo admin signs in by the development sign-in to credit wallets and link identities.
    ALLOW_DEV_LOGIN: '1',
    LOG_LEVEL: 'warn',
  }),
  logStream: { write: (line) => logLines.push(JSON.parse(line) as Record<string, unknown>) },
  signIn: { admin: ADMIN_EMAIL },
});
beforeEach(() => {
  logLines.length = 0;
});
const { browseToProvider, callback, signIn } = oidcSignInFlow(
  () => t.app,
  () => provider,
);
const refusals = () => logLines.filter((line) => line.refusal !== undefined);

let nextAccount = 1;
/** An account at the provider asserting this verified e-mail; answers its subject. */
function providerAccount(email: string, verified = true): string {
  const subject = `nv-${nextAccount++}`;
  provider.accounts.set(subject, { email, email_verified: verified, name: 'Nhân Viên' });
  return subject;
}

const me = async (token: string) =>
  (await t.app.inject({ url: '/api/users/me', headers: bearer(token) })).json<{
    data: { id: number; email: string; balance: number; walletId: number };
  }>().data;
const groupNames = async (token: string) =>
  (await t.app.inject({ url: '/api/permissions/me', headers: bearer(token) }))
    .json<{ data: { groups: { name: string }[] } }>()
    .data.groups.map((g) => g.name);
const identitiesOf = async (userId: number) =>
  (
    await t.db
      .select({ issuer: userIdentities.issuer, subject: userIdentities.subject })
      .from(userIdentities)
      .where(eq(userIdentities.userId, userId))
      .orderBy(userIdentities.id)
  ).map(({ issuer, subject }) => `${issuer} ${subject}`);

/**
 * An account that signed in through an earlier issuer and holds `balance` BELI: made by the
 * development sign-in, given that issuer's identity, credited by the admin.
 */
async function accountOfIssuer(email: string, issuer: string, balance: number) {
  const account = await me(await t.signIn(email));
  await t.db.insert(userIdentities).values({ userId: account.id, issuer, subject: randomUUID() });
  const credit = await t.app.inject({
    method: 'POST',
    url: `/api/wallets/${account.walletId}/adjust`,
    headers: { ...t.admin, 'idempotency-key': randomUUID() },
    payload: { direction: 'credit', amount: balance, reason: 'Số dư trước khi đổi nhà cung cấp' },
  });
  expect(credit.statusCode, credit.body).toBe(201);
  return account;
}

describe('changing OIDC_ISSUER, with the old issuer named in OIDC_PREVIOUS_ISSUERS', () => {
  it('moves an account of the old issuer to the new one by its verified e-mail, balance and all', async () => {
    const before = await accountOfIssuer('chuyen.doi@congty.vn', OLD_ISSUER, 150);
    const subject = providerAccount('chuyen.doi@congty.vn');
    const after = await me(await signIn(subject));
    expect(after).toMatchObject({ id: before.id, email: 'chuyen.doi@congty.vn', balance: 150 });
    expect(await identitiesOf(before.id)).toEqual([
      expect.stringMatching(new RegExp(`^${OLD_ISSUER} `)),
      `${provider.issuer} ${subject}`,
    ]);
    expect(await me(await signIn(subject))).toMatchObject({ id: before.id });
  });

  it('keeps the first admin an admin through the move', async () => {
    const before = await accountOfIssuer('truong.phong@congty.vn', OLD_ISSUER, 1);
    const token = await signIn(providerAccount('truong.phong@congty.vn'));
    expect((await me(token)).id).toBe(before.id);
    expect(await groupNames(token)).toContain('Quản trị viên');
  });

  it('refuses to move an account of an issuer not named, logging the identity an admin can link', async () => {
    const before = await accountOfIssuer('noi.khac@congty.vn', 'https://noi-khac.example', 70);
    const subject = providerAccount('noi.khac@congty.vn');
    const { cookie, query } = await browseToProvider(subject);
    const refused = await callback(query, cookie);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('IDENTITY_CONFLICT');
    expect(refusals()).toEqual([
      expect.objectContaining({
        refusal: 'IDENTITY_CONFLICT',
        issuer: provider.issuer,
        subject,
        userId: before.id,
        heldIssuers: ['https://noi-khac.example'],
      }),
    ]);
    expect(await identitiesOf(before.id)).toHaveLength(1);

    const linked = await t.app.inject({
      method: 'POST',
      url: `/api/users/${before.id}/identities`,
      headers: t.admin,
      payload: { issuer: provider.issuer, subject },
    });
    expect(linked.statusCode, linked.body).toBe(201);
    expect(await me(await signIn(subject))).toMatchObject({ id: before.id, balance: 70 });
  });
});

describe('ADMIN_EMAILS', () => {
  it('gives no admin to an e-mail the provider claims without verifying it, and logs the refusal', async () => {
    const subject = providerAccount('truong.phong@congty.vn', false);
    const { cookie, query } = await browseToProvider(subject);
    const refused = await callback(query, cookie);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('EMAIL_UNVERIFIED');
    expect(refusals()).toEqual([
      expect.objectContaining({
        refusal: 'EMAIL_UNVERIFIED',
        check: 'email_verified',
        emailVerified: false,
        issuer: provider.issuer,
        subject,
      }),
    ]);
    const [holder] = await t.db
      .select()
      .from(userIdentities)
      .where(eq(userIdentities.subject, subject));
    expect(holder).toBeUndefined();
  });

  it('gives no admin to an account whose provider claims an ADMIN_EMAILS address another account holds', async () => {
    await t.signIn('truong.phong@congty.vn');
    const subject = providerAccount('nhan.vien.x@congty.vn');
    const first = await me(await signIn(subject));
    provider.accounts.set(subject, { email: 'truong.phong@congty.vn', email_verified: true });
    const token = await signIn(subject);
    expect(await me(token)).toMatchObject({ id: first.id, email: 'nhan.vien.x@congty.vn' });
    expect(await groupNames(token)).toEqual(['Thành viên']);
  });
});

describe('refused sign-ins', () => {
  it('logs each refusal once with its reason, and no token, code or secret', async () => {
    const subject = providerAccount('bi.tu.choi@congty.vn');
    const { cookie, query } = await browseToProvider(subject);
    const signedIn = await callback(query, cookie);
    const code = new URL(String(signedIn.headers.location), PUBLIC_URL).searchParams.get('code')!;
    const attempts = [
      // The code exchanged without the browser cookie it is bound to.
      () => t.app.inject({ method: 'POST', url: '/api/auth/exchange', payload: { code } }),
      // The same callback again: its state is spent.
      () => callback(query, cookie),
      // The development sign-in posted from another site's page.
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/dev',
          headers: { 'sec-fetch-site': 'cross-site' },
          payload: { email: 'ke.gian@congty.vn' },
        }),
      () => t.app.inject({ url: '/api/auth/google/callback?error=access_denied&state=x' }),
    ];
    const codes = [];
    for (const attempt of attempts) {
      const response = await attempt();
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      codes.push(response.json<{ code: string }>().code);
    }
    expect(codes).toEqual([
      'LOGIN_CODE_OTHER_BROWSER',
      'STATE_MISMATCH',
      'FOREIGN_ORIGIN',
      'OIDC_DENIED',
    ]);
    expect(refusals().map((line) => line.refusal)).toEqual(codes);
    expect(refusals().every((line) => typeof line.msg === 'string' && line.route)).toBe(true);
    const logged = JSON.stringify(logLines);
    for (const secret of [code, OIDC_CLIENT_SECRET, cookie.split('=')[1]!]) {
      expect(logged).not.toContain(secret);
    }
  });
});
