import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../server/db/schema';
import { testDatabaseKind } from '../../support/testDatabase';
import { ADMIN_EMAIL, bearer, MEMBER_EMAIL, testAppForFile } from '../../support/testApp';

const t = testAppForFile({ signIn: { admin: ADMIN_EMAIL } });
const { admin } = t;
let groupIds: { member: number; admin: number };
beforeAll(async () => {
  const groups = (await t.app.inject({ url: '/api/permissions/groups', headers: admin })).json<{
    data: { id: number; name: string }[];
  }>().data;
  groupIds = {
    member: groups.find((g) => g.name === 'Thành viên')!.id,
    admin: groups.find((g) => g.name === 'Quản trị viên')!.id,
  };
});

const userId = async (email: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
const readGroups = (id: number) =>
  t.app.inject({ url: `/api/permissions/userGroup/${id}`, headers: admin });
const writeGroups = (id: number, ids: number[], headers = admin) =>
  t.app.inject({
    method: 'POST',
    url: `/api/permissions/userGroup/${id}`,
    headers,
    payload: { groupIds: ids },
  });

describe('GET /api/permissions/userGroup/{userId}', () => {
  it("answers the user's group ids", async () => {
    const id = await userId(ADMIN_EMAIL);
    const response = await readGroups(id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: { userId: id, groupIds: [groupIds.member, groupIds.admin] },
    });
  });

  it('answers 404 for an unknown user', async () => {
    const response = await readGroups(999999);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Không tìm thấy người dùng');
  });
});

describe('POST /api/permissions/userGroup/{userId}', () => {
  it("replaces the user's groups as a whole and applies them to their very next request", async () => {
    const memberToken = bearer(await t.signIn(MEMBER_EMAIL));
    const id = await userId(MEMBER_EMAIL);
    const adminArea = { url: '/api/permissions/groups', headers: memberToken };
    expect((await t.app.inject(adminArea)).statusCode).toBe(403);

    const promoted = await writeGroups(id, [groupIds.member, groupIds.admin]);
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json().data).toEqual({
      userId: id,
      groupIds: [groupIds.member, groupIds.admin],
    });
    expect((await t.app.inject(adminArea)).statusCode).toBe(200);

    const demoted = await writeGroups(id, [groupIds.member]);
    expect(demoted.json().data.groupIds).toEqual([groupIds.member]);
    expect((await t.app.inject(adminArea)).statusCode).toBe(403);
  });

  it('accepts an empty list: the user keeps only what needs no permission', async () => {
    const token = bearer(await t.signIn('khong.nhom@example.com'));
    const id = await userId('khong.nhom@example.com');
    expect((await writeGroups(id, [])).json().data.groupIds).toEqual([]);
    const me = await t.app.inject({ url: '/api/permissions/me', headers: token });
    expect(me.json()).toEqual({ data: { groups: [] } });
    expect(
      (await t.app.inject({ url: '/api/config/private/all', headers: token })).statusCode,
    ).toBe(403);
  });

  it('changes nothing when one of the groups does not exist (404)', async () => {
    const id = await userId(MEMBER_EMAIL);
    const before = (await readGroups(id)).json();
    const response = await writeGroups(id, [groupIds.admin, 999999]);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Không tìm thấy nhóm: 999999');
    expect((await readGroups(id)).json()).toEqual(before);
  });

  it('refuses to remove the last enabled member of the admin group (422)', async () => {
    const id = await userId(ADMIN_EMAIL);
    const response = await writeGroups(id, [groupIds.member]);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'LAST_ADMIN',
      message:
        'Không thể bỏ thành viên cuối cùng của nhóm "Quản trị viên": hãy thêm một quản trị viên khác trước',
    });
    expect((await readGroups(id)).json().data.groupIds).toContain(groupIds.admin);
  });

  it('lets two admins never remove each other at once so that none is left', async () => {
    const second = bearer(await t.signIn('quan.tri.2@example.com'));
    const secondId = await userId('quan.tri.2@example.com');
    const firstId = await userId(ADMIN_EMAIL);
    await writeGroups(secondId, [groupIds.member, groupIds.admin]);

    // Exactly two admins, so that only one of the two removals may pass.
    const adminsBefore = (
      await t.app.inject({ url: `/api/permissions/group/${groupIds.admin}`, headers: admin })
    ).json().data.members;
    expect(adminsBefore.map((m: { email: string }) => m.email).sort()).toEqual(
      [ADMIN_EMAIL, 'quan.tri.2@example.com'].sort(),
    );
    const [a, b] =
      testDatabaseKind() === 'postgres'
        ? await Promise.all([
            writeGroups(secondId, [groupIds.member]),
            writeGroups(firstId, [groupIds.member], second),
          ])
        : [
            await writeGroups(secondId, [groupIds.member]),
            await writeGroups(firstId, [groupIds.member], second),
          ];
    // The second admin's own request may already be refused by the guard (403) when the first
    // one committed before it arrived; either way exactly one removal succeeds.
    const [succeeded, refused] = [a.statusCode, b.statusCode].sort();
    expect(succeeded).toBe(200);
    expect([403, 422]).toContain(refused);
    // Whichever admin was removed has lost permission.all, so ask as the one who remains.
    const remaining = a.statusCode === 200 ? admin : second;
    const admins = (
      await t.app.inject({ url: `/api/permissions/group/${groupIds.admin}`, headers: remaining })
    ).json().data.members;
    expect(admins).toHaveLength(1);

    // The demo admin is the one admin again for the file's other tests, whatever their order.
    if (a.statusCode !== 200) {
      const restored = await writeGroups(firstId, [groupIds.member, groupIds.admin], second);
      expect(restored.statusCode).toBe(200);
      expect((await writeGroups(secondId, [groupIds.member])).statusCode).toBe(200);
    }
  });
});
