import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { groups, userGroups, users } from '../../../server/db/schema';
import { ADMIN_EMAIL, MEMBER_EMAIL, testAppForFile } from '../../support/testApp';

const t = testAppForFile({ signIn: { admin: ADMIN_EMAIL, member: MEMBER_EMAIL } });
const { admin, member } = t;

const send = (method: 'POST' | 'DELETE', url: string, payload?: object, headers = admin) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

async function newGroup(name: string): Promise<number> {
  const created = await send('POST', '/api/permissions/group', { name });
  expect(created.statusCode).toBe(201);
  return created.json<{ data: { id: number } }>().data.id;
}

async function newUsers(prefix: string, count: number): Promise<number[]> {
  const rows = await t.db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        email: `${prefix}${i}@beli.test`,
        name: `${prefix} ${i}`,
      })),
    )
    .returning({ id: users.id });
  return rows.map((row) => row.id);
}

/** Member ids read from the table, not through the API under test. */
const membersOf = async (groupId: number) =>
  (
    await t.db
      .select({ userId: userGroups.userId })
      .from(userGroups)
      .where(eq(userGroups.groupId, groupId))
  )
    .map((row) => row.userId)
    .sort((a, b) => a - b);

const groupIdNamed = async (name: string) =>
  (await t.db.select({ id: groups.id }).from(groups).where(eq(groups.name, name)))[0]!.id;

describe('POST /api/permissions/group/{id}/members/add|remove', () => {
  it('adds many users in one request, then removes some of them', async () => {
    const groupId = await newGroup('Kiểm duyệt');
    const ids = await newUsers('bulk-add', 3);
    const added = await send('POST', `/api/permissions/group/${groupId}/members/add`, {
      userIds: ids,
    });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({ data: { groupId, changed: 3, memberCount: 3 } });
    expect(await membersOf(groupId)).toEqual(ids);

    const again = await send('POST', `/api/permissions/group/${groupId}/members/add`, {
      userIds: ids.slice(0, 1),
    });
    expect(again.json().data).toEqual({ groupId, changed: 0, memberCount: 3 });

    const removed = await send('POST', `/api/permissions/group/${groupId}/members/remove`, {
      userIds: ids.slice(0, 2),
    });
    expect(removed.json()).toEqual({ data: { groupId, changed: 2, memberCount: 1 } });
    expect(await membersOf(groupId)).toEqual(ids.slice(2));
  });

  it('changes nobody when one of the users does not exist', async () => {
    const groupId = await newGroup('Tất cả hoặc không');
    const ids = await newUsers('all-or-none', 2);
    const refused = await send('POST', `/api/permissions/group/${groupId}/members/add`, {
      userIds: [...ids, 999_999],
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('Không tìm thấy người dùng: 999999');
    expect(await membersOf(groupId)).toEqual([]);
  });

  it('refuses to remove every enabled admin, and keeps them all', async () => {
    const adminGroup = await groupIdNamed('Quản trị viên');
    const before = await membersOf(adminGroup);
    const refused = await send('POST', `/api/permissions/group/${adminGroup}/members/remove`, {
      userIds: before,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('LAST_ADMIN');
    expect(await membersOf(adminGroup)).toEqual(before);
  });

  it('answers a Vietnamese 400 for an empty or malformed list', async () => {
    const groupId = await groupIdNamed('Thành viên');
    const empty = await send('POST', `/api/permissions/group/${groupId}/members/add`, {
      userIds: [],
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ userIds: 'Hãy chọn ít nhất một người dùng' });
    const text = await send('POST', `/api/permissions/group/${groupId}/members/add`, {
      userIds: ['x'],
    });
    expect(text.statusCode).toBe(400);
  });

  it('needs permission.all', async () => {
    const groupId = await groupIdNamed('Thành viên');
    const refused = await send(
      'POST',
      `/api/permissions/group/${groupId}/members/remove`,
      { userIds: [1] },
      member,
    );
    expect(refused.statusCode).toBe(403);
  });
});

describe('DELETE /api/permissions/group/{id}', () => {
  it('deletes a group nobody is in', async () => {
    const groupId = await newGroup('Tạm thời');
    const deleted = await send('DELETE', `/api/permissions/group/${groupId}`);
    expect(deleted.statusCode).toBe(200);
    expect(await t.db.select().from(groups).where(eq(groups.id, groupId))).toEqual([]);
    expect((await send('DELETE', `/api/permissions/group/${groupId}`)).statusCode).toBe(404);
  });

  it('refuses a group with members, naming how many', async () => {
    const groupId = await newGroup('Đang dùng');
    const ids = await newUsers('in-use', 2);
    await send('POST', `/api/permissions/group/${groupId}/members/add`, { userIds: ids });
    const refused = await send('DELETE', `/api/permissions/group/${groupId}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'IN_USE',
      message: 'Không thể xóa nhóm "Đang dùng": nhóm còn 2 thành viên. Hãy bỏ họ khỏi nhóm trước',
    });
    expect(await membersOf(groupId)).toEqual(ids);
  });

  it('keeps the two seeded groups', async () => {
    for (const name of ['Thành viên', 'Quản trị viên']) {
      const refused = await send('DELETE', `/api/permissions/group/${await groupIdNamed(name)}`);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message).toBe(`Nhóm "${name}" là nhóm có sẵn, không thể xóa`);
    }
  });

  it('needs permission.all', async () => {
    const groupId = await newGroup('Không được xóa');
    expect(
      (await send('DELETE', `/api/permissions/group/${groupId}`, undefined, member)).statusCode,
    ).toBe(403);
  });
});
