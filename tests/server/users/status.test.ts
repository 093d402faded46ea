import { describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, bearer, MEMBER_EMAIL, testAppForFile } from '../../support/testApp';

const t = testAppForFile({ signIn: { admin: ADMIN_EMAIL } });
const { admin } = t;

const idOf = async (headers: Record<string, string>) =>
  (await t.app.inject({ url: '/api/users/me', headers })).json().data.id as number;
const act = (id: number, action: 'disable' | 'enable', headers = admin) =>
  t.app.inject({ method: 'POST', url: `/api/users/${id}/${action}`, headers });

describe('POST /api/users/{id}/disable and /enable', () => {
  it('ends every session of a disabled user at once and refuses their sign-in until enabled', async () => {
    const sessions = [bearer(await t.signIn(MEMBER_EMAIL)), bearer(await t.signIn(MEMBER_EMAIL))];
    const id = await idOf(sessions[0]!);

    const disabled = await act(id, 'disable');
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json().data).toMatchObject({ id, email: MEMBER_EMAIL, disabled: true });
    for (const headers of sessions) {
      const response = await t.app.inject({ url: '/api/users/me', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        message: 'Tài khoản của bạn đã bị khóa. Hãy liên hệ quản trị viên nếu cần mở lại.',
        code: 'ACCOUNT_LOCKED',
      });
    }
    await expect(t.signIn(MEMBER_EMAIL)).rejects.toThrow();

    const enabled = await act(id, 'enable');
    expect(enabled.json().data.disabled).toBe(false);
    const fresh = bearer(await t.signIn(MEMBER_EMAIL));
    expect((await t.app.inject({ url: '/api/users/me', headers: fresh })).statusCode).toBe(200);
    // Sessions ended by disabling stay ended.
    const ended = await t.app.inject({ url: '/api/users/me', headers: sessions[0] });
    expect(ended.statusCode).toBe(401);
    expect(ended.json().code).toBe('SESSION_ENDED');
  });

  it('answers the user with their groups at GET /api/users/{id}', async () => {
    const id = await idOf(admin);
    const response = await t.app.inject({ url: `/api/users/${id}`, headers: admin });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id,
      email: ADMIN_EMAIL,
      disabled: false,
      groups: [{ name: 'Thành viên' }, { name: 'Quản trị viên' }],
    });
  });

  it('never disables the last enabled admin, even by another user.all holder', async () => {
    const inject = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: admin, ...(payload ? { payload } : {}) });
    const helper = bearer(await t.signIn('tro.ly@example.com'));
    const helperId = await idOf(helper);
    const moderators = (
      await inject('POST', '/api/permissions/group', { name: 'Quản lý người' })
    ).json().data.id;
    const all = (await inject('GET', '/api/permissions/all')).json().data;
    const userAll = all.find((p: { name: string }) => p.name === 'user.all').id;
    await inject('POST', `/api/permissions/group/${moderators}/permission/${userAll}`);
    await inject('POST', `/api/permissions/userGroup/${helperId}`, { groupIds: [moderators] });

    const response = await act(await idOf(admin), 'disable', helper);
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('LAST_ADMIN');
    expect((await t.app.inject({ url: '/api/users/me', headers: admin })).statusCode).toBe(200);
  });
});
