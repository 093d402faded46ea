import { describe, expect, it } from 'vitest';
import { readConfigValue } from '../../../server/modules/config/service';
import { ADMIN_EMAIL, bearer, MEMBER_EMAIL, testAppForFile } from '../../support/testApp';

const t = testAppForFile({ signIn: { admin: ADMIN_EMAIL } });
const { admin } = t;

interface Entry {
  key: string;
  value: unknown;
  isPublic: boolean;
  description: string;
  updatedAt: string;
  updatedBy?: { id: number; name: string } | null;
}

const write = (visibility: 'public' | 'private', key: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/config/${visibility}/${key}`,
    headers: admin,
    payload,
  });

describe('GET /api/config/public/all and /api/config/public/{key}', () => {
  it('answers every seeded public key to a visitor without a token', async () => {
    const response = await t.app.inject({ url: '/api/config/public/all' });
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: Entry[] }>();
    expect(data.map((e) => e.key)).toEqual(
      expect.arrayContaining([
        'PROMOTION_TIME_EXPIRED',
        'PROMOTION_MULTI',
        'SUPPORT_URL',
        'SUPPORT_EMAIL',
        'TUTORIAL_VIDEO_URL',
        'TRANSFER_MIN',
        'TRANSFER_MAX',
      ]),
    );
    expect(data.every((e) => e.isPublic && !('updatedBy' in e))).toBe(true);
  });

  it('answers one key with data.value; the seeded promotion has already ended', async () => {
    const multi = await t.app.inject({ url: '/api/config/public/PROMOTION_MULTI' });
    expect(multi.json().data).toMatchObject({ key: 'PROMOTION_MULTI', value: 1.2, isPublic: true });
    const expiry = (await t.app.inject({ url: '/api/config/public/PROMOTION_TIME_EXPIRED' })).json()
      .data.value;
    expect(Number.isInteger(expiry) && expiry < Date.now()).toBe(true);
    const limits = await Promise.all(
      ['TRANSFER_MIN', 'TRANSFER_MAX'].map(
        async (key) => (await t.app.inject({ url: `/api/config/public/${key}` })).json().data.value,
      ),
    );
    expect(limits).toEqual([1, 1_000_000]);
  });

  it('answers 404 for a missing key and hides a private key from public reads', async () => {
    await write('private', 'INTERNAL_NOTE', { value: 'chỉ quản trị' });
    for (const key of ['KHONG_CO', 'INTERNAL_NOTE']) {
      const response = await t.app.inject({ url: `/api/config/public/${key}` });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(`Không có cấu hình ${key}`);
    }
    const all = (await t.app.inject({ url: '/api/config/public/all' })).json<{ data: Entry[] }>();
    expect(all.data.map((e) => e.key)).not.toContain('INTERNAL_NOTE');
  });
});

describe('GET /api/config/private/all and /api/config/private/{key}', () => {
  it('are refused without a token (401) and to the member (403)', async () => {
    const member = bearer(await t.signIn(MEMBER_EMAIL));
    for (const url of ['/api/config/private/all', '/api/config/private/SUPPORT_URL']) {
      expect((await t.app.inject({ url })).statusCode).toBe(401);
      expect((await t.app.inject({ url, headers: member })).statusCode).toBe(403);
    }
  });

  it('answer public and private entries together, marked, with who changed them', async () => {
    await write('private', 'BACKUP_EMAIL', {
      value: 'sao.luu@example.com',
      description: 'Sao lưu',
    });
    const { data } = (await t.app.inject({ url: '/api/config/private/all', headers: admin })).json<{
      data: Entry[];
    }>();
    expect(data.find((e) => e.key === 'BACKUP_EMAIL')).toMatchObject({
      isPublic: false,
      value: 'sao.luu@example.com',
      description: 'Sao lưu',
      updatedBy: { name: 'Quản trị viên demo' },
    });
    expect(data.find((e) => e.key === 'PROMOTION_MULTI')).toMatchObject({
      isPublic: true,
      updatedBy: null,
    });
    const one = await t.app.inject({ url: '/api/config/private/BACKUP_EMAIL', headers: admin });
    expect(one.json().data.value).toBe('sao.luu@example.com');
  });
});

describe('POST /api/config/{public|private}/{key}', () => {
  // The writing tests change keys whose seeded values no other test of the file reads.
  it('replaces a known public key, which the public read answers at once', async () => {
    const rate = 1234;
    const response = await write('public', 'TOPUP_VND_PER_BELI', { value: rate });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ key: 'TOPUP_VND_PER_BELI', value: rate });
    const read = await t.app.inject({ url: '/api/config/public/TOPUP_VND_PER_BELI' });
    expect(read.json().data.value).toBe(rate);
    expect(await readConfigValue(t.db, 'TOPUP_VND_PER_BELI')).toBe(rate);
  });

  it('stores any JSON value of a new key: string, number, boolean, object', async () => {
    for (const value of ['chữ', 42.5, true, { a: [1, 2], b: { c: 'd' } }]) {
      const response = await write('private', 'FREE_FORM', { value });
      expect(response.statusCode).toBe(200);
      const read = await t.app.inject({ url: '/api/config/private/FREE_FORM', headers: admin });
      expect(read.json().data.value).toEqual(value);
    }
  });

  it('moves an unknown key between public and private, but never a known one (422)', async () => {
    await write('private', 'BANNER_TEXT', { value: 'Xin chào' });
    expect((await t.app.inject({ url: '/api/config/public/BANNER_TEXT' })).statusCode).toBe(404);
    await write('public', 'BANNER_TEXT', { value: 'Xin chào' });
    expect((await t.app.inject({ url: '/api/config/public/BANNER_TEXT' })).statusCode).toBe(200);

    const response = await write('private', 'SUPPORT_URL', { value: 'https://ho-tro.example.com' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'CONFIG_VISIBILITY_FIXED',
      message: 'SUPPORT_URL là cấu hình công khai, hãy lưu qua /config/public/SUPPORT_URL',
    });
  });

  it.each([
    ['PROMOTION_TIME_EXPIRED', 1.5, 'Phải là số nguyên mili giây'],
    ['PROMOTION_TIME_EXPIRED', '1735689600000', 'Phải là thời điểm epoch tính bằng mili giây'],
    ['PROMOTION_MULTI', 0.5, 'Tối thiểu là 1'],
    ['PROMOTION_MULTI', 11, 'Tối đa là 10'],
    [
      'SUPPORT_URL',
      'javascript:alert(1)',
      'Phải là địa chỉ web bắt đầu bằng http:// hoặc https://',
    ],
    [
      'TUTORIAL_VIDEO_URL',
      'ftp://example.com/a',
      'Phải là địa chỉ web bắt đầu bằng http:// hoặc https://',
    ],
    ['SUPPORT_EMAIL', 'không phải e-mail', 'E-mail không hợp lệ'],
    ['TRANSFER_MIN', 0, 'Phải lớn hơn 0'],
    ['TRANSFER_MAX', 10.5, 'Phải là một số nguyên'],
  ])('validates the known key %s: %j is refused', async (key, value, message) => {
    const before = (await t.app.inject({ url: `/api/config/public/${key}` })).json().data;
    const response = await write('public', key, { value });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, errors: { value: message } });
    expect((await t.app.inject({ url: `/api/config/public/${key}` })).json().data).toEqual(before);
  });

  it('validates unknown keys by their name: *_URL and *_EMAIL', async () => {
    expect((await write('public', 'STATUS_URL', { value: 'trang-thai' })).statusCode).toBe(400);
    expect((await write('public', 'STATUS_URL', { value: 'https://a.example' })).statusCode).toBe(
      200,
    );
    expect((await write('private', 'ALERT_EMAIL', { value: 'x@' })).statusCode).toBe(400);
  });
});

describe('readConfigValue, the service other modules read config through', () => {
  it('answers the typed value, or the default while the entry is missing', async () => {
    await write('public', 'TOPUP_MAX_VND', { value: 500_000 });
    expect(await readConfigValue(t.db, 'TOPUP_MAX_VND')).toBe(500_000);
    await t.db.execute(`delete from config_entries where key = 'TOPUP_MIN_VND'`);
    expect(await readConfigValue(t.db, 'TOPUP_MIN_VND')).toBe(10_000);
  });
});
