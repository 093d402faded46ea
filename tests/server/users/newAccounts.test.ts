import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../../../server/db/schema';
import { devLoginSecretOf } from '../../support/signInFlow';
import { ADMIN_EMAIL, bearer, testAppForFile } from '../../support/testApp';

const t = testAppForFile({
  env: {
    ALLOWED_EMAIL_DOMAINS: 'beli.local,congty.vn',
    BLOCKED_EMAILS: 'bi.chan@congty.vn',
    SESSION_IDLE_MINUTES: '30',
  },
  signIn: { admin: ADMIN_EMAIL },
});

const setConfig = (key: string, value: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/config/private/${key}`,
    headers: t.admin,
    payload: { value },
  });
const userOf = async (email: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
const row = async (id: number) =>
  (await t.app.inject({ url: `/api/users/${id}`, headers: t.admin })).json<{
    awaitingApproval: boolean;
    disabled: boolean;
    groups: { name: string }[];
  }>();
const waiting = async () =>
  (await t.app.inject({ url: '/api/users/awaiting-approval/count', headers: t.admin })).json<{
    data: { count: number };
  }>().data.count;
const devSignIn = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/dev',
    payload: { email, secret: devLoginSecretOf(t.app) },
  });

describe('new accounts', () => {
  it('join the groups NEW_ACCOUNT_GROUPS names', async () => {
    const group = await t.app.inject({
      method: 'POST',
      url: '/api/permissions/group',
      headers: t.admin,
      payload: { name: 'Khách mời' },
    });
    expect(group.statusCode).toBe(201);
    expect((await setConfig('NEW_ACCOUNTS_NEED_APPROVAL', false)).statusCode).toBe(200);
    expect((await setConfig('NEW_ACCOUNT_GROUPS', ['Khách mời'])).statusCode).toBe(200);
    await t.signIn('khach.moi@congty.vn');
    expect((await row(await userOf('khach.moi@congty.vn'))).groups.map((g) => g.name)).toEqual([
      'Khách mời',
    ]);
    expect((await setConfig('NEW_ACCOUNT_GROUPS', ['Thành viên'])).statusCode).toBe(200);
  });

  it('wait for approval when it is asked: signed in, but nothing else until an admin approves', async () => {
    expect((await setConfig('NEW_ACCOUNTS_NEED_APPROVAL', true)).statusCode).toBe(200);
    const before = await waiting();
    const token = bearer(await t.signIn('moi.vao@congty.vn'));
    const me = await t.app.inject({ url: '/api/users/me', headers: token });
    expect(me.json().data).toMatchObject({ email: 'moi.vao@congty.vn', awaitingApproval: true });
    const permissions = await t.app.inject({ url: '/api/permissions/me', headers: token });
    expect(permissions.json().data.groups).toEqual([]);
    const tools = await t.app.inject({ url: '/api/tools', headers: token });
    expect(tools.statusCode).toBe(403);
    expect(await waiting()).toBe(before + 1);

    const id = await userOf('moi.vao@congty.vn');
    const listed = await t.app.inject({
      url: `/api/users?filter=${encodeURIComponent('{"status":"awaiting"}')}`,
      headers: t.admin,
    });
    expect(listed.json<{ id: number }[]>().map((user) => user.id)).toContain(id);

    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/users/${id}/approve`,
      headers: t.admin,
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject({ awaitingApproval: false, disabled: false });
    expect(approved.json().data.groups.map((g: { name: string }) => g.name)).toEqual([
      'Thành viên',
    ]);
    expect((await t.app.inject({ url: '/api/tools', headers: token })).statusCode).toBe(200);
    expect(await waiting()).toBe(before);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/users/${id}/approve`,
      headers: t.admin,
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('Tài khoản này không chờ duyệt');
  });

  it('refused by an admin, are locked and signed out', async () => {
    expect((await setConfig('NEW_ACCOUNTS_NEED_APPROVAL', true)).statusCode).toBe(200);
    const token = bearer(await t.signIn('bi.tu.choi@congty.vn'));
    const id = await userOf('bi.tu.choi@congty.vn');
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/users/${id}/refuse`,
      headers: t.admin,
    });
    expect(refused.json().data).toMatchObject({ awaitingApproval: false, disabled: true });
    expect((await t.app.inject({ url: '/api/users/me', headers: token })).json().code).toBe(
      'ACCOUNT_LOCKED',
    );
    expect((await devSignIn('bi.tu.choi@congty.vn')).statusCode).toBe(401);
  });

  it('the approval routes need user.all', async () => {
    const member = bearer(await t.signIn('member@beli.local'));
    for (const url of ['/api/users/1/approve', '/api/users/1/refuse']) {
      expect((await t.app.inject({ method: 'POST', url, headers: member })).statusCode).toBe(403);
    }
    const count = await t.app.inject({
      url: '/api/users/awaiting-approval/count',
      headers: member,
    });
    expect(count.statusCode).toBe(403);
  });
});

describe('the development sign-in follows the same rules', () => {
  it('refuses a domain not allowed and a blocked address, creating no account', async () => {
    const outside = await devSignIn('ai.do@gmail.com');
    expect(outside.statusCode).toBe(401);
    expect(outside.json().code).toBe('EMAIL_DOMAIN_NOT_ALLOWED');
    const blocked = await devSignIn('Bi.Chan@congty.vn');
    expect(blocked.json().code).toBe('EMAIL_BLOCKED');
    const made = await t.db
      .select({ email: users.email })
      .from(users)
      .where(sql`${users.email} in ('ai.do@gmail.com', 'bi.chan@congty.vn')`);
    expect(made).toEqual([]);
  });
});

describe('sessions', () => {
  it('end after SESSION_IDLE_MINUTES unused, and a used one lives on', async () => {
    const idle = bearer(await t.signIn('it.dung@congty.vn'));
    const busy = bearer(await t.signIn('hay.dung@congty.vn'));
    const idleUser = await userOf('it.dung@congty.vn');
    await t.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '31 minutes'` })
      .where(eq(sessions.userId, idleUser));
    const ended = await t.app.inject({ url: '/api/users/me', headers: idle });
    expect(ended.statusCode).toBe(401);
    expect(ended.json().code).toBe('SESSION_ENDED');
    // Used 29 minutes ago: the request marks it seen again, so it lasts another 30 minutes.
    const busyUser = await userOf('hay.dung@congty.vn');
    await t.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '29 minutes'` })
      .where(eq(sessions.userId, busyUser));
    expect((await t.app.inject({ url: '/api/users/me', headers: busy })).statusCode).toBe(200);
    const [seen] = await t.db
      .select({ recent: sql<boolean>`${sessions.lastSeenAt} > now() - interval '1 minute'` })
      .from(sessions)
      .where(eq(sessions.userId, busyUser));
    expect(seen!.recent).toBe(true);
  });
});
