import { describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, bearer, MEMBER_EMAIL, testAppForFile } from '../../support/testApp';

const t = testAppForFile({ signIn: { admin: ADMIN_EMAIL } });
const { admin } = t;

const idOf = async (email: string) =>
  (await t.app.inject({ url: '/api/users/me', headers: bearer(await t.signIn(email)) })).json().data
    .id as number;
const list = (userId: number, headers = admin) =>
  t.app.inject({ url: `/api/users/${userId}/identities`, headers });
const listed = async (userId: number) =>
  (await list(userId))
    .json<{ data: { issuer: string; subject: string }[] }>()
    .data.map(({ issuer, subject }) => `${issuer} ${subject}`);
const link = (userId: number | string, payload: unknown, headers = admin) =>
  t.app.inject({
    method: 'POST',
    url: `/api/users/${userId}/identities`,
    headers,
    payload: payload as object,
  });
const unlink = (userId: number, identityId: number | string, headers = admin) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/users/${userId}/identities/${identityId}`,
    headers,
  });

describe('/api/users/{id}/identities', () => {
  it('links identities, refuses one already held, and unlinks any but the last', async () => {
    const userId = await idOf('lien.ket@example.com');
    expect(await listed(userId)).toEqual([]);

    const first = await link(userId, { issuer: ' https://cu.example ', subject: 'sub-cu ' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data).toMatchObject({ issuer: 'https://cu.example', subject: 'sub-cu' });
    const again = await link(userId, { issuer: 'https://cu.example', subject: 'sub-cu' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: 'Tài khoản này đã có danh tính đăng nhập này',
      code: 'IDENTITY_ALREADY_LINKED',
    });
    const otherId = await idOf('nguoi.khac@example.com');
    const taken = await link(otherId, { issuer: 'https://cu.example', subject: 'sub-cu' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      message: 'Danh tính đăng nhập này đang thuộc tài khoản lien.ket@example.com',
      code: 'IDENTITY_TAKEN',
    });
    expect(await listed(otherId)).toEqual([]);

    const second = await link(userId, { issuer: 'https://moi.example', subject: 'sub-moi' });
    expect(await listed(userId)).toEqual([
      'https://cu.example sub-cu',
      'https://moi.example sub-moi',
    ]);

    expect((await unlink(userId, first.json().data.id)).statusCode).toBe(200);
    expect(await listed(userId)).toEqual(['https://moi.example sub-moi']);
    const last = await unlink(userId, second.json().data.id);
    expect(last.statusCode).toBe(409);
    expect(last.json()).toEqual({
      message: 'Không thể gỡ danh tính đăng nhập cuối cùng: tài khoản sẽ không đăng nhập được nữa',
      code: 'LAST_IDENTITY',
    });
    expect(await listed(userId)).toEqual(['https://moi.example sub-moi']);
  });

  it('refuses bad input with a Vietnamese 4xx and links nothing', async () => {
    const userId = await idOf('sai.du.lieu@example.com');
    const cases: [unknown, string][] = [
      [{ issuer: 'khong-phai-url', subject: 'a' }, 'Nhà cung cấp (issuer) phải là một URL'],
      [{ issuer: 'https://x.example', subject: '   ' }, 'Hãy nhập mã danh tính (subject)'],
      [{ issuer: 'https://x.example', subject: 'a\u0000b' }, 'Văn bản chứa ký tự điều khiển'],
      [{ issuer: 'https://x.example', subject: 'x'.repeat(256) }, 'Mã danh tính dài quá 255 ký tự'],
      [{ issuer: 'https://x.example' }, 'Hãy nhập mã danh tính (subject)'],
    ];
    for (const [payload, message] of cases) {
      const response = await link(userId, payload);
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json().errors)).toContain(message);
    }
    const extra = await link(userId, { issuer: 'https://x.example', subject: 'a', userId: 1 });
    expect(extra.statusCode).toBe(400);
    const nobody = await link(2_000_000_000, { issuer: 'https://x.example', subject: 'a' });
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json().message).toBe('Không tìm thấy người dùng');
    expect(await listed(userId)).toEqual([]);

    const otherId = await idOf('chu.khac@example.com');
    const others = await link(otherId, { issuer: 'https://x.example', subject: 'cua-nguoi-khac' });
    const notHers = await unlink(userId, others.json().data.id);
    expect(notHers.statusCode).toBe(404);
    expect(await listed(otherId)).toEqual(['https://x.example cua-nguoi-khac']);
    expect((await unlink(userId, 'abc')).statusCode).toBe(400);
  });

  it('needs permission.all: a member and a user.all holder without it are refused', async () => {
    const userId = await idOf('duoc.bao.ve@example.com');
    const post = (url: string, payload?: object) =>
      t.app.inject({ method: 'POST', url, headers: admin, payload });
    const userAll = (await t.app.inject({ url: '/api/permissions/all', headers: admin }))
      .json<{ data: { id: number; name: string }[] }>()
      .data.find((p) => p.name === 'user.all')!;
    const managers = (
      await post('/api/permissions/group', { name: 'Chỉ quản lý người dùng' })
    ).json().data;
    await post(`/api/permissions/group/${managers.id}/permission/${userAll.id}`);
    const managerId = await idOf('quan.ly@example.com');
    await post(`/api/permissions/userGroup/${managerId}`, { groupIds: [managers.id] });
    const manager = bearer(await t.signIn('quan.ly@example.com'));
    const member = bearer(await t.signIn(MEMBER_EMAIL));
    const own = await link(userId, { issuer: 'https://x.example', subject: 'cua-chu' });

    for (const headers of [manager, member]) {
      const tries = [
        await list(userId, headers),
        await link(userId, { issuer: 'https://x.example', subject: 'chiem' }, headers),
        await unlink(userId, own.json().data.id, headers),
      ];
      for (const response of tries) {
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toBe('Bạn không có quyền thực hiện thao tác này');
      }
    }
    expect(await listed(userId)).toEqual(['https://x.example cua-chu']);
  });
});
