import { asc, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../server/db/schema';
import { ADMIN_EMAIL, bearer, MEMBER_EMAIL, testAppForFile } from '../../support/testApp';

// Each test reads what it compares with from the database, so no test leans on the seed's
// number of users or on what another test of the file created or disabled.
const t = testAppForFile({
  signIn: { admin: ADMIN_EMAIL, member: MEMBER_EMAIL, an: 'nguyen.van.an@example.com' },
});
const { admin } = t;
let adminGroup: number;
beforeAll(async () => {
  const groups = (await t.app.inject({ url: '/api/permissions/groups', headers: admin })).json();
  adminGroup = groups.data.find((g: { name: string }) => g.name === 'Quản trị viên').id;
});

const list = (query: Record<string, unknown>) =>
  t.app.inject({
    url: '/api/users',
    headers: admin,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, JSON.stringify(v)])),
  });
const emails = (response: { json(): unknown }) =>
  (response.json() as { email: string }[]).map((u) => u.email);

describe('GET /api/users (ra-data-simple-rest)', () => {
  it('answers a page with Content-Range, groups, created and last sign-in', async () => {
    const response = await list({ sort: ['email', 'ASC'], range: [0, 1] });
    expect(response.statusCode).toBe(200);
    const all = await t.db.select({ email: users.email }).from(users).orderBy(asc(users.email));
    expect(response.headers['content-range']).toBe(`users 0-1/${all.length}`);
    expect(emails(response)).toEqual(all.slice(0, 2).map((u) => u.email));
    const [first] = (await list({ filter: { q: ADMIN_EMAIL } })).json();
    expect(first).toMatchObject({
      email: ADMIN_EMAIL,
      name: 'Quản trị viên demo',
      disabled: false,
      groups: [{ name: 'Thành viên' }, { name: 'Quản trị viên' }],
      createdAt: expect.any(String),
      lastLoginAt: expect.any(String),
    });
  });

  it('searches by name or e-mail, case-insensitively', async () => {
    expect(emails(await list({ filter: { q: 'NGUYEN' } }))).toEqual(['nguyen.van.an@example.com']);
    expect(emails(await list({ filter: { q: 'thành viên demo' } }))).toEqual([MEMBER_EMAIL]);
  });

  it('filters by group and by status', async () => {
    const post = (url: string, payload?: object) =>
      t.app.inject({ method: 'POST', url, headers: admin, payload });
    const locked = 'bi.khoa@example.com';
    await t.signIn(locked);
    const [user] = (await list({ filter: { q: locked } })).json();
    const group = (await post('/api/permissions/group', { name: 'Nhóm để lọc' })).json().data;
    await post(`/api/permissions/userGroup/${user.id}`, { groupIds: [group.id] });
    expect(emails(await list({ filter: { groupId: group.id } }))).toEqual([locked]);
    expect(emails(await list({ filter: { groupId: adminGroup } }))).toContain(ADMIN_EMAIL);
    expect(emails(await list({ filter: { groupId: adminGroup } }))).not.toContain(locked);

    await post(`/api/users/${user.id}/disable`);
    expect(emails(await list({ filter: { status: 'disabled' } }))).toEqual([locked]);
    const others = await t.db
      .select({ email: users.email })
      .from(users)
      .where(ne(users.email, locked))
      .orderBy(asc(users.email));
    expect(
      emails(await list({ filter: { status: 'active' }, sort: ['email', 'ASC'], range: [0, 99] })),
    ).toEqual(others.map((u) => u.email));
  });

  it('refuses unknown filters, sorts and bad filter values with 400', async () => {
    for (const query of [
      { filter: { password: 'x' } },
      { filter: { status: 'deleted' } },
      { filter: { groupId: 'abc' } },
      { sort: ['disabledAt', 'ASC'] },
    ]) {
      const response = await list(query);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/không/i);
    }
  });

  it('answers one user at GET /api/users/{id}, and 404 for an unknown one', async () => {
    const [first] = (await list({ filter: { q: ADMIN_EMAIL } })).json();
    const one = await t.app.inject({ url: `/api/users/${first.id}`, headers: admin });
    expect(one.json()).toEqual(first);
    expect((await t.app.inject({ url: '/api/users/999999', headers: admin })).statusCode).toBe(404);
  });

  it('offers no way to create, edit or delete a user', async () => {
    const { id } = (await t.app.inject({ url: '/api/users/me', headers: admin })).json().data;
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      const url = method === 'POST' ? '/api/users' : `/api/users/${id}`;
      const response = await t.app.inject({ method, url, headers: admin, payload: {} });
      expect(response.statusCode).toBe(404);
    }
  });
});

describe('GET /api/users/groups', () => {
  it("names every group for the list's filter to a user.all holder without permission.all", async () => {
    const post = (url: string, payload?: object) =>
      t.app.inject({ method: 'POST', url, headers: admin, payload });
    const userAll = (await t.app.inject({ url: '/api/permissions/all', headers: admin }))
      .json<{ data: { id: number; name: string }[] }>()
      .data.find((p) => p.name === 'user.all')!;
    const managers = (await post('/api/permissions/group', { name: 'Quản lý người dùng' })).json()
      .data;
    await post(`/api/permissions/group/${managers.id}/permission/${userAll.id}`);
    const an = (await list({ filter: { q: 'nguyen' } })).json()[0];
    await post(`/api/permissions/userGroup/${an.id}`, { groupIds: [managers.id] });

    const response = await t.app.inject({ url: '/api/users/groups', headers: t.an });
    expect(response.statusCode).toBe(200);
    const every = (await t.app.inject({ url: '/api/permissions/groups', headers: admin }))
      .json<{ data: { id: number; name: string }[] }>()
      .data.map(({ id, name }) => ({ id, name }));
    expect(every).toContainEqual({ id: managers.id, name: 'Quản lý người dùng' });
    expect(response.json().data).toEqual(every);
    expect((await t.app.inject({ url: '/api/permissions/groups', headers: t.an })).statusCode).toBe(
      403,
    );
    const newcomer = bearer(await t.signIn('moi.den@example.com'));
    expect((await t.app.inject({ url: '/api/users/groups', headers: newcomer })).statusCode).toBe(
      403,
    );
  });
});
