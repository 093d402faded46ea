import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditEvents, users } from '../../../server/db/schema';
import {
  OIDC_CLIENT_ID,
  OIDC_CLIENT_SECRET,
  startOidcProvider,
  type AccountClaims,
  type TestOidcProvider,
} from '../../support/oidcProvider';
import { oidcSignInFlow } from '../../support/oidcSignInFlow';
import { bearer, testAppForFile } from '../../support/testApp';

const PUBLIC_URL = 'http://localhost:3000';
const ADMIN = 'sep@congty.vn';
let provider: TestOidcProvider;
const logLines: Record<string, unknown>[] = [];

beforeAll(async () => {
  provider = await startOidcProvider(`${PUBLIC_URL}/api/auth/google/callback`, {
    claimsInIdToken: true,
  });
});
afterAll(() => provider.close());
const t = testAppForFile({
  env: () => ({
    OIDC_ISSUER: provider.issuer,
    GOOGLE_CLIENT_ID: OIDC_CLIENT_ID,
    GOOGLE_CLIENT_SECRET: OIDC_CLIENT_SECRET,
    PUBLIC_URL,
    ADMIN_EMAILS: ADMIN,
    ALLOWED_EMAIL_DOMAINS: 'congty.vn',
    REQUIRE_HOSTED_DOMAIN: '1',
    LOG_LEVEL: 'warn',
  }),
  logStream: { write: (line) => logLines.push(JSON.parse(line) as Record<string, unknown>) },
});
beforeEach(() => {
  logLines.length = 0;
});

let nextAccount = 1;
function account(claims: AccountClaims, userinfoOnly?: AccountClaims): string {
  const id = `acct-${nextAccount++}`;
  provider.accounts.set(id, claims);
  if (userinfoOnly) provider.userinfoOnly.set(id, userinfoOnly);
  return id;
}
/** A Google Workspace account of the company: its ID token carries `hd`. */
const staff = (email: string, more: AccountClaims = {}) =>
  account({ email, email_verified: true, name: 'Nhân Viên', hd: 'congty.vn', ...more });

const { browseToProvider, callback, signIn } = oidcSignInFlow(
  () => t.app,
  () => provider,
);

let admin: Record<string, string>;
beforeAll(async () => {
  admin = bearer(await signIn(staff(ADMIN)));
});

const refusalLines = () => logLines.filter((line) => typeof line.refusal === 'string');
const accountsOf = (email: string) =>
  t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
const signInEvents = async () =>
  (await t.db.select().from(auditEvents).where(eq(auditEvents.resource, 'auth/sign-in'))).map(
    (event) => ({ action: event.action, recordId: event.recordId, after: event.after }),
  );
const setConfig = (key: string, value: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/config/private/${key}`,
    headers: admin,
    payload: { value },
  });

/**
 * Signs in as the provider's account and answers what the browser sees on a refusal: the
 * callback's status, its Vietnamese page, and the refusal's code in the log.
 */
async function refusedSignIn(accountId: string) {
  const { cookie, query } = await browseToProvider(accountId);
  const before = (await signInEvents()).length;
  const response = await t.app.inject({
    url: `/api/auth/google/callback${query}`,
    headers: { cookie, accept: 'text/html' },
  });
  expect(refusalLines()).toHaveLength(1);
  expect((await signInEvents()).length).toBe(before + 1);
  return { status: response.statusCode, page: response.body, code: refusalLines()[0]!.refusal };
}

describe('who may sign in (ALLOWED_EMAIL_DOMAINS, BLOCKED_EMAILS, REQUIRE_HOSTED_DOMAIN)', () => {
  it('lets a member of an allowed domain in as before: the member group and its permissions', async () => {
    const token = await signIn(staff('nhan.vien@congty.vn'));
    const me = await t.app.inject({ url: '/api/permissions/me', headers: bearer(token) });
    expect(me.json().data.groups.map((group: { name: string }) => group.name)).toEqual([
      'Thành viên',
    ]);
    const wallet = await t.app.inject({ url: '/api/users/me', headers: bearer(token) });
    expect(wallet.json().data).toMatchObject({
      email: 'nhan.vien@congty.vn',
      awaitingApproval: false,
    });
    expect(refusalLines()).toEqual([]);
  });

  it('refuses an e-mail of another domain with a Vietnamese page saying why and whom to ask, creating no account', async () => {
    const refused = await refusedSignIn(
      account({ email: 'ai.do@gmail.com', email_verified: true }),
    );
    expect(refused.status).toBe(401);
    expect(refused.code).toBe('EMAIL_DOMAIN_NOT_ALLOWED');
    // Other tests of this file may allow more domains (they run in a shuffled order).
    expect(refused.page).toMatch(
      /Cổng chỉ dành cho e-mail thuộc miền congty\.vn[^;]*; ai\.do@gmail\.com không thuộc miền nào trong đó\./,
    );
    expect(refused.page).toContain('hãy nhờ quản trị viên của cổng (hotro@beli.local) cấp quyền');
    expect(await accountsOf('ai.do@gmail.com')).toEqual([]);
    expect(await signInEvents()).toContainEqual(
      expect.objectContaining({
        action: 'SIGNIN EMAIL_DOMAIN_NOT_ALLOWED',
        after: expect.objectContaining({ email: 'ai.do@gmail.com', domain: 'gmail.com' }),
      }),
    );
  });

  it('refuses an e-mail of the right domain on a personal Google account (no hd)', async () => {
    const refused = await refusedSignIn(
      account({ email: 'ca.nhan@congty.vn', email_verified: true }),
    );
    expect(refused.code).toBe('HOSTED_DOMAIN_MISSING');
    expect(refused.page).toContain('Cổng chỉ nhận tài khoản Google Workspace của công ty');
    expect(await accountsOf('ca.nhan@congty.vn')).toEqual([]);
  });

  it('refuses hd forged at userinfo but absent from the ID token', async () => {
    const refused = await refusedSignIn(
      account({}, { email: 'gia.mao@congty.vn', email_verified: true, hd: 'congty.vn' }),
    );
    expect(refused.code).toBe('HOSTED_DOMAIN_MISSING');
    expect(await accountsOf('gia.mao@congty.vn')).toEqual([]);
  });

  it("refuses a company e-mail held by another organisation's Workspace (hd of another domain)", async () => {
    const refused = await refusedSignIn(
      account({ email: 'khach@congty.vn', email_verified: true, hd: 'to-chuc-khac.vn' }),
    );
    expect(refused.code).toBe('HOSTED_DOMAIN_NOT_ALLOWED');
    expect(refused.page).toMatch(
      /Tài khoản khach@congty\.vn thuộc tổ chức to-chuc-khac\.vn, không phải congty\.vn/,
    );
  });

  it('takes domains an admin adds in the configuration, audited', async () => {
    const partner = account({ email: 'ban@doitac.vn', email_verified: true, hd: 'doitac.vn' });
    expect((await refusedSignIn(partner)).code).toBe('EMAIL_DOMAIN_NOT_ALLOWED');
    expect((await setConfig('ALLOWED_EMAIL_DOMAINS', ['doitac.vn'])).statusCode).toBe(200);
    await signIn(partner);
    expect(await accountsOf('ban@doitac.vn')).toHaveLength(1);
    const events = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.recordId, 'ALLOWED_EMAIL_DOMAINS'));
    expect(events.map((event) => event.after)).toContainEqual(
      expect.objectContaining({ value: ['doitac.vn'] }),
    );
    expect((await setConfig('ALLOWED_EMAIL_DOMAINS', ['not a domain'])).json()).toMatchObject({
      message: 'Miền không hợp lệ (ví dụ: congty.vn)',
    });
  });

  it('blocks an address an admin lists: its sessions end and its next sign-in is refused', async () => {
    const leaver = staff('nghi.viec@congty.vn');
    const token = await signIn(leaver);
    expect((await setConfig('BLOCKED_EMAILS', ['Nghi.Viec@congty.vn'])).statusCode).toBe(200);
    const refused = await refusedSignIn(leaver);
    expect(refused.code).toBe('EMAIL_BLOCKED');
    expect(refused.page).toContain('Địa chỉ nghi.viec@congty.vn đã bị chặn đăng nhập vào cổng.');
    const after = await t.app.inject({ url: '/api/users/me', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('SESSION_ENDED');
    const [held] = await accountsOf('nghi.viec@congty.vn');
    expect(await signInEvents()).toContainEqual(
      expect.objectContaining({ action: 'SIGNIN EMAIL_BLOCKED', recordId: String(held!.id) }),
    );
  });

  it('lists existing accounts outside the allowed domains for the admin, without locking them', async () => {
    await t.db.insert(users).values({ email: 'cu@gmail.com', name: 'Tài khoản cũ' });
    const listed = await t.app.inject({
      url: `/api/users?filter=${encodeURIComponent('{"status":"outside"}')}`,
      headers: admin,
    });
    expect(listed.statusCode).toBe(200);
    const rows = listed.json<{ email: string; disabled: boolean }[]>();
    expect(rows).toContainEqual(
      expect.objectContaining({ email: 'cu@gmail.com', disabled: false }),
    );
    expect(rows.filter((row) => row.email.endsWith('@congty.vn'))).toEqual([]);
  });
});

describe("groups from the identity provider's claim", () => {
  const groupsOf = async (email: string) => {
    const [held] = await accountsOf(email);
    const row = await t.app.inject({ url: `/api/users/${held!.id}`, headers: admin });
    return row.json<{ groups: { id: number; name: string; fromProvider: boolean }[] }>().groups;
  };
  const createGroup = async (name: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/permissions/group',
        headers: admin,
        payload: { name },
      })
    ).json<{ data: { id: number } }>().data.id;

  it('adds and removes mapped groups at each sign-in, audited, and never touches a group given by hand', async () => {
    await createGroup('Kỹ sư');
    const handGroup = await createGroup('Trực ca');
    expect((await setConfig('OIDC_GROUPS_CLAIM', 'roles')).statusCode).toBe(200);
    expect(
      (await setConfig('OIDC_GROUP_MAPPINGS', { eng: 'Kỹ sư', oncall: 'Trực ca' })).statusCode,
    ).toBe(200);
    const email = 'ky.su@congty.vn';
    const engineer = staff(email, { roles: ['eng', 'ngoai-bang'] });
    await signIn(engineer);
    expect(await groupsOf(email)).toEqual([
      expect.objectContaining({ name: 'Thành viên', fromProvider: false }),
      expect.objectContaining({ name: 'Kỹ sư', fromProvider: true }),
    ]);
    const [held] = await accountsOf(email);
    const memberGroup = (await groupsOf(email))[0]!;
    const kept = (await groupsOf(email))[1]!;
    // An admin gives "Trực ca" by hand, keeping the provider's "Kỹ sư" as it is.
    const byHand = await t.app.inject({
      method: 'POST',
      url: `/api/permissions/userGroup/${held!.id}`,
      headers: admin,
      payload: { groupIds: [memberGroup.id, kept.id, handGroup] },
    });
    expect(byHand.statusCode).toBe(200);
    provider.accounts.set(engineer, { ...provider.accounts.get(engineer), roles: ['oncall'] });
    await signIn(engineer);
    expect(await groupsOf(email)).toEqual([
      expect.objectContaining({ name: 'Thành viên', fromProvider: false }),
      expect.objectContaining({ name: 'Trực ca', fromProvider: false }),
    ]);
    const events = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'SIGNIN groups'));
    expect(events.map((event) => [event.recordId, event.before, event.after])).toEqual([
      [String(held!.id), { providerGroups: [] }, { providerGroups: ['Kỹ sư'] }],
      [String(held!.id), { providerGroups: ['Kỹ sư'] }, { providerGroups: [] }],
    ]);
  });
});

describe('leavers', () => {
  it("ends every session of a user at an admin's sign out everywhere, audited", async () => {
    const email = 'hai.may@congty.vn';
    const twoDevices = staff(email);
    const tokens = [await signIn(twoDevices), await signIn(twoDevices)];
    const [held] = await accountsOf(email);
    const out = await t.app.inject({
      method: 'POST',
      url: `/api/users/${held!.id}/sign-out-everywhere`,
      headers: admin,
    });
    expect(out.statusCode).toBe(200);
    for (const token of tokens) {
      const me = await t.app.inject({ url: '/api/users/me', headers: bearer(token) });
      expect(me.json().code).toBe('SESSION_ENDED');
    }
    const [event] = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'POST /api/users/:id/sign-out-everywhere'));
    expect([event!.before, event!.after]).toEqual([{ openSessions: 2 }, { openSessions: 0 }]);
  });

  it('is refused to a member without user.all', async () => {
    const member = await signIn(staff('thuong@congty.vn'));
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/users/1/sign-out-everywhere',
      headers: bearer(member),
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('a refused callback', () => {
  it('still answers JSON to a client that does not ask for a page', async () => {
    const { cookie, query } = await browseToProvider(
      account({ email: 'x@khac.vn', email_verified: true }),
    );
    const response = await callback(query, cookie);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('EMAIL_DOMAIN_NOT_ALLOWED');
  });
});
