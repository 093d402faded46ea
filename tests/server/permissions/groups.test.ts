import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userGroups, users } from '../../../server/db/schema';
import { bearer, ADMIN_EMAIL, MEMBER_EMAIL, testAppForFile } from '../../support/testApp';

const t = testAppForFile({ signIn: { admin: ADMIN_EMAIL } });
const { admin } = t;

interface Group {
  id: number;
  name: string;
  permissions: { id: number; name: string }[];
  memberCount?: number;
  members?: { email: string }[];
}

const get = (url: string) => t.app.inject({ url, headers: admin });
const post = (url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: admin, ...(payload ? { payload } : {}) });
const del = (url: string) => t.app.inject({ method: 'DELETE', url, headers: admin });

async function permissionId(name: string): Promise<number> {
  const all = (await get('/api/permissions/all')).json<{ data: { id: number; name: string }[] }>();
  return all.data.find((p) => p.name === name)!.id;
}

/** The e-mails of a group's members, read from the tables, not through the API under test. */
const membersOf = async (groupId: number) =>
  (
    await t.db
      .select({ email: users.email })
      .from(userGroups)
      .innerJoin(users, eq(users.id, userGroups.userId))
      .where(eq(userGroups.groupId, groupId))
  ).map((m) => m.email);

async function groupNamed(name: string): Promise<Group> {
  const groups = (await get('/api/permissions/groups')).json<{ data: Group[] }>().data;
  return groups.find((g) => g.name === name)!;
}

describe('GET /api/permissions/all', () => {
  it('lists every permission with its id, name and Vietnamese description', async () => {
    const response = await get('/api/permissions/all');
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: { id: number; name: string; description: string }[] }>();
    expect(data.map((p) => p.name)).toEqual(expect.arrayContaining(['permission.me', 'user.all']));
    expect(data.find((p) => p.name === 'user.all')).toMatchObject({
      id: expect.any(Number),
      description: 'Quản lý người dùng',
    });
  });
});

describe('GET /api/permissions/groups', () => {
  it('lists both seeded groups with their permission names and member counts', async () => {
    const response = await get('/api/permissions/groups');
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: Group[] }>();
    const member = data.find((g) => g.name === 'Thành viên')!;
    const admins = data.find((g) => g.name === 'Quản trị viên')!;
    expect(member.permissions.map((p) => p.name)).toEqual(['permission.me']);
    expect(admins.permissions.map((p) => p.name)).toContain('permission.all');
    for (const group of [member, admins]) {
      const members = await membersOf(group.id);
      expect(members.length).toBeGreaterThan(0);
      expect(group.memberCount).toBe(members.length);
    }
  });
});

describe('GET /api/permissions/group/{id}', () => {
  it('answers one group with its permissions and members', async () => {
    const { id } = await groupNamed('Quản trị viên');
    const response = await get(`/api/permissions/group/${id}`);
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: Group }>();
    expect(data).toMatchObject({ id, name: 'Quản trị viên' });
    const emails = data.members!.map((m) => m.email);
    expect(emails).toContain(ADMIN_EMAIL);
    expect(emails.sort()).toEqual((await membersOf(id)).sort());
    expect(data.permissions.length).toBeGreaterThan(5);
  });

  it('answers 404 with a Vietnamese message for an unknown group', async () => {
    const response = await get('/api/permissions/group/999999');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Không tìm thấy nhóm');
  });
});

describe('POST /api/permissions/group', () => {
  it('creates a group with a trimmed name and no permission', async () => {
    const response = await post('/api/permissions/group', { name: '  Kế toán  ' });
    expect(response.statusCode).toBe(201);
    const { data } = response.json<{ data: Group }>();
    expect(data).toMatchObject({ name: 'Kế toán', permissions: [], members: [] });
    expect((await get(`/api/permissions/group/${data.id}`)).json().data.name).toBe('Kế toán');
  });

  it('refuses a name that exists already, whatever its letter case, with 409', async () => {
    const response = await post('/api/permissions/group', { name: 'quản trị viên' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Nhóm "quản trị viên" đã tồn tại');
  });
});

describe('POST and DELETE /api/permissions/group/{groupId}/permission/{permissionId}', () => {
  it('grants and revokes a permission, both idempotently', async () => {
    const group = (await post('/api/permissions/group', { name: 'Kiểm duyệt' })).json().data;
    const userAll = await permissionId('user.all');
    const url = `/api/permissions/group/${group.id}/permission/${userAll}`;

    for (let i = 0; i < 2; i++) {
      const granted = await post(url);
      expect(granted.statusCode).toBe(200);
      expect(granted.json().data.permissions.map((p: { name: string }) => p.name)).toEqual([
        'user.all',
      ]);
    }
    for (let i = 0; i < 2; i++) {
      const revoked = await del(url);
      expect(revoked.statusCode).toBe(200);
      expect(revoked.json().data.permissions).toEqual([]);
    }
  });

  it('answers 404 for an unknown group or permission', async () => {
    const { id } = await groupNamed('Thành viên');
    const userAll = await permissionId('user.all');
    expect((await post(`/api/permissions/group/999999/permission/${userAll}`)).statusCode).toBe(
      404,
    );
    const unknownPermission = await post(`/api/permissions/group/${id}/permission/999999`);
    expect(unknownPermission.statusCode).toBe(404);
    expect(unknownPermission.json().message).toBe('Không tìm thấy quyền');
    expect((await del(`/api/permissions/group/${id}/permission/999999`)).statusCode).toBe(404);
  });

  it('never strips the admin group of permission.all (422), but may remove another permission', async () => {
    const { id } = await groupNamed('Quản trị viên');
    const response = await del(
      `/api/permissions/group/${id}/permission/${await permissionId('permission.all')}`,
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'ADMIN_GROUP_PROTECTED',
      message: 'Không thể bỏ quyền permission.all khỏi nhóm "Quản trị viên"',
    });
    expect((await groupNamed('Quản trị viên')).permissions.map((p) => p.name)).toContain(
      'permission.all',
    );

    const payment = await permissionId('payment.all');
    expect((await del(`/api/permissions/group/${id}/permission/${payment}`)).statusCode).toBe(200);
    expect((await post(`/api/permissions/group/${id}/permission/${payment}`)).statusCode).toBe(200);
  });

  it('takes effect on the very next request of a member of the group', async () => {
    const member = bearer(await t.signIn(MEMBER_EMAIL));
    const { id } = await groupNamed('Thành viên');
    const configAll = await permissionId('config.private.all');
    const url = '/api/config/private/all';
    expect((await t.app.inject({ url, headers: member })).statusCode).toBe(403);
    await post(`/api/permissions/group/${id}/permission/${configAll}`);
    expect((await t.app.inject({ url, headers: member })).statusCode).toBe(200);
    await del(`/api/permissions/group/${id}/permission/${configAll}`);
    expect((await t.app.inject({ url, headers: member })).statusCode).toBe(403);
  });
});
