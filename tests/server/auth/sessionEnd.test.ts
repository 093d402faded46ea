import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { groups, sessions, userGroups, users } from '../../../server/db/schema';
import { bearer, MEMBER_EMAIL, testAppForFile } from '../../support/testApp';

const t = testAppForFile();

const userIdOf = async (email: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
const get = (url: string, token: string) => t.app.inject({ url, headers: bearer(token) });

describe('each request reads the session and the permissions afresh', () => {
  it('ends an expired session with 401 SESSION_ENDED', async () => {
    const token = await t.signIn('het.han@example.com');
    expect((await get('/api/users/me', token)).statusCode).toBe(200);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, await userIdOf('het.han@example.com')));

    const response = await get('/api/users/me', token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      code: 'SESSION_ENDED',
      message: 'Phiên đăng nhập đã kết thúc, vui lòng đăng nhập lại',
    });
  });

  it('lets a user in no group stay signed in but refuses every permission (403)', async () => {
    const token = await t.signIn('khong.nhom@example.com');
    await t.db
      .delete(userGroups)
      .where(eq(userGroups.userId, await userIdOf('khong.nhom@example.com')));

    expect((await get('/api/users/me', token)).statusCode).toBe(200);
    const refused = await get('/api/users', token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Bạn không có quyền thực hiện thao tác này');
  });

  it('honours a permission granted to the group on the very next request', async () => {
    const token = await t.signIn(MEMBER_EMAIL);
    expect((await get('/api/users', token)).statusCode).toBe(403);
    const [adminGroup] = await t.db
      .select({ id: groups.id })
      .from(groups)
      .where(eq(groups.name, 'Quản trị viên'));
    await t.db
      .insert(userGroups)
      .values({ userId: await userIdOf(MEMBER_EMAIL), groupId: adminGroup!.id });

    expect((await get('/api/users', token)).statusCode).toBe(200);
  });
});
