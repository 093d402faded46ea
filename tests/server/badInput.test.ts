import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, testAppForFile } from '../support/testApp';
import '../support/seededRandom';
import { VIETNAMESE } from '../support/vietnamese';

const t = testAppForFile({ signIn: { admin: ADMIN_EMAIL } });
const { admin } = t;
let adminId: number;
let memberGroup: number;
beforeAll(async () => {
  adminId = (await t.app.inject({ url: '/api/users/me', headers: admin })).json().data.id;
  const groups = (await t.app.inject({ url: '/api/permissions/groups', headers: admin })).json();
  memberGroup = groups.data.find((g: { name: string }) => g.name === 'Thành viên').id;
});

const SQL = "'; DROP TABLE groups; --";
const SCRIPT = '<script>alert(1)</script>';
const ONE_MB = 'a'.repeat(1024 * 1024);

/** Everything a write could touch, read straight from the database. */
async function snapshot(): Promise<string> {
  const queries = ['groups', 'group_permissions', 'user_groups', 'config_entries']
    .map((table) => `select * from ${table} order by 1, 2`)
    .concat('select id, disabled_at from users order by id');
  const results = await Promise.all(queries.map((q) => t.db.execute(sql.raw(q))));
  return JSON.stringify(results.map((result) => (result as unknown as { rows: unknown[] }).rows));
}

type Case = [string, InjectOptions, number];
const post = (url: string, payload?: unknown): InjectOptions => ({
  method: 'POST',
  url,
  ...(payload === undefined ? {} : { payload: payload as object }),
});
const rawPost = (url: string, body: string): InjectOptions => ({
  method: 'POST',
  url,
  payload: body,
  headers: { 'content-type': 'application/json' },
});

const cases = (): Case[] => [
  ['group: no body', post('/api/permissions/group'), 400],
  ['group: empty object', post('/api/permissions/group', {}), 400],
  ['group: empty name', post('/api/permissions/group', { name: '' }), 400],
  ['group: blank name', post('/api/permissions/group', { name: '    ' }), 400],
  ['group: 65 characters', post('/api/permissions/group', { name: 'a'.repeat(65) }), 400],
  ['group: number', post('/api/permissions/group', { name: 42 }), 400],
  ['group: array', post('/api/permissions/group', { name: ['Nhóm'] }), 400],
  ['group: extra field', post('/api/permissions/group', { name: 'Nhóm', admin: true }), 400],
  ['group: SQL-looking', post('/api/permissions/group', { name: SQL }), 400],
  ['group: script-looking', post('/api/permissions/group', { name: SCRIPT }), 400],
  ['group: taken name', post('/api/permissions/group', { name: 'Thành viên' }), 409],
  ['group: broken JSON', rawPost('/api/permissions/group', '{"name":'), 400],
  ['group: 1 MB body', post('/api/permissions/group', { name: ONE_MB }), 413],
  ['grant: unknown group', post('/api/permissions/group/999999/permission/1'), 404],
  [
    'grant: unknown permission',
    post(`/api/permissions/group/${memberGroup}/permission/999999`),
    404,
  ],
  ['grant: word id', post('/api/permissions/group/abc/permission/1'), 400],
  ['grant: negative id', post('/api/permissions/group/-1/permission/1'), 400],
  ['grant: fraction id', post('/api/permissions/group/1.5/permission/1'), 400],
  ['grant: huge id', post('/api/permissions/group/99999999999/permission/1'), 400],
  [
    'grant: SQL-looking id',
    post(`/api/permissions/group/${encodeURIComponent('1 OR 1=1')}/permission/1`),
    400,
  ],
  [
    'revoke: unknown group',
    { method: 'DELETE', url: '/api/permissions/group/999999/permission/1' },
    404,
  ],
  ['revoke: word id', { method: 'DELETE', url: '/api/permissions/group/1/permission/abc' }, 400],
  ['user groups: no body', post(`/api/permissions/userGroup/${adminId}`), 400],
  ['user groups: missing list', post(`/api/permissions/userGroup/${adminId}`, {}), 400],
  ['user groups: string', post(`/api/permissions/userGroup/${adminId}`, { groupIds: '1,2' }), 400],
  [
    'user groups: mixed types',
    post(`/api/permissions/userGroup/${adminId}`, { groupIds: [1, 'a'] }),
    400,
  ],
  [
    'user groups: unknown group',
    post(`/api/permissions/userGroup/${adminId}`, { groupIds: [memberGroup, 999999] }),
    404,
  ],
  [
    'user groups: extra field',
    post(`/api/permissions/userGroup/${adminId}`, { groupIds: [memberGroup], x: 1 }),
    400,
  ],
  [
    'user groups: too many',
    post(`/api/permissions/userGroup/${adminId}`, {
      groupIds: Array.from({ length: 101 }, (_, i) => i + 1),
    }),
    400,
  ],
  ['user groups: unknown user', post('/api/permissions/userGroup/999999', { groupIds: [] }), 404],
  [
    'user groups: SQL-looking user',
    post(`/api/permissions/userGroup/${encodeURIComponent(SQL)}`, { groupIds: [] }),
    400,
  ],
  [
    'user groups: 1 MB body',
    post(`/api/permissions/userGroup/${adminId}`, { groupIds: [], pad: ONE_MB }),
    413,
  ],
  ['config: no body', post('/api/config/private/NEW_KEY'), 400],
  ['config: missing value', post('/api/config/private/NEW_KEY', {}), 400],
  ['config: null value', post('/api/config/private/NEW_KEY', { value: null }), 400],
  ['config: extra field', post('/api/config/private/NEW_KEY', { value: 1, isPublic: true }), 400],
  ['config: over 64 KB', post('/api/config/private/NEW_KEY', { value: 'a'.repeat(70_000) }), 400],
  ['config: NUL character', post('/api/config/private/NEW_KEY', { value: 'a\u0000b' }), 400],
  [
    'config: broken Unicode',
    rawPost('/api/config/private/NEW_KEY', '{"value":{"a":"\\ud800"}}'),
    400,
  ],
  [
    'config: nested too deep',
    post('/api/config/private/NEW_KEY', { value: JSON.parse('['.repeat(40) + ']'.repeat(40)) }),
    400,
  ],
  [
    'config: description type',
    post('/api/config/private/NEW_KEY', { value: 1, description: 5 }),
    400,
  ],
  [
    'config: description too long',
    post('/api/config/private/NEW_KEY', { value: 1, description: 'a'.repeat(501) }),
    400,
  ],
  ['config: lower-case key', post('/api/config/private/new_key', { value: 1 }), 400],
  ['config: 65-character key', post(`/api/config/private/${'A'.repeat(65)}`, { value: 1 }), 400],
  [
    'config: SQL-looking key',
    post(`/api/config/private/${encodeURIComponent(SQL)}`, { value: 1 }),
    400,
  ],
  [
    'config: script-looking key',
    post(`/api/config/public/${encodeURIComponent(SCRIPT)}`, { value: 1 }),
    400,
  ],
  [
    'config: script-looking URL',
    post('/api/config/public/SUPPORT_URL', { value: 'javascript:alert(1)' }),
    400,
  ],
  ['config: SQL-looking e-mail', post('/api/config/public/SUPPORT_EMAIL', { value: SQL }), 400],
  ['config: multiplier as text', post('/api/config/public/PROMOTION_MULTI', { value: '1.5' }), 400],
  [
    'config: known key made private',
    post('/api/config/private/PROMOTION_MULTI', { value: 1.5 }),
    422,
  ],
  ['config: 1 MB body', post('/api/config/public/SUPPORT_URL', { value: ONE_MB }), 413],
  ['disable: unknown user', post('/api/users/999999/disable'), 404],
  ['disable: word id', post('/api/users/abc/disable'), 400],
  ['enable: SQL-looking id', post(`/api/users/${encodeURIComponent(SQL)}/enable`), 400],
];

describe('bad input on every write', () => {
  it('answers 4xx with a Vietnamese message and changes nothing', async () => {
    for (const [name, options, status] of cases()) {
      const before = await snapshot();
      const response = await t.app.inject({
        ...options,
        headers: { ...admin, ...(options.headers as object) },
      });
      expect({ name, status: response.statusCode }).toEqual({ name, status });
      expect({ name, message: response.json().message }).toEqual({
        name,
        message: expect.stringMatching(VIETNAMESE),
      });
      expect({ name, unchanged: (await snapshot()) === before }).toEqual({ name, unchanged: true });
    }
  });

  it('refuses to let an admin disable themselves (422)', async () => {
    const before = await snapshot();
    const response = await t.app.inject({
      ...post(`/api/users/${adminId}/disable`),
      headers: admin,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('Bạn không thể tự khóa tài khoản của mình');
    expect(await snapshot()).toBe(before);
  });
});

describe('odd input the fuzz found answers a Vietnamese 4xx', () => {
  const get = (url: string): InjectOptions => ({ method: 'GET', url });
  const list = (resource: string, name: string, value: unknown) =>
    get(`/api/${resource}?${name}=${encodeURIComponent(JSON.stringify(value))}`);
  const odd: Case[] = [
    ['sort by __proto__', list('skins', 'sort', ['__proto__', 'ASC']), 400],
    ['sort by constructor', list('heroes', 'sort', ['constructor', 'DESC']), 400],
    ['filter by constructor', list('skins', 'filter', { constructor: 1 }), 400],
    ['boolean filter given text', list('heroes', 'filter', { active: 'x' }), 400],
    ['boolean filter given a number', list('heroes', 'filter', { active: [1] }), 400],
    [
      'NUL in a tag name',
      post('/api/tags', { name: 'a\u0000b', slug: 'ab', color: '#000000' }),
      400,
    ],
    ['malformed URL', get('/api/skins/%E0%A4%A'), 400],
    ['unknown route', get('/api/nothing-here'), 404],
  ];
  it.each(odd)('%s', async (_name, options, status) => {
    const before = await snapshot();
    const response = await t.app.inject({ ...options, headers: admin });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({
      code: expect.any(String),
      message: expect.stringMatching(VIETNAMESE),
    });
    expect(await snapshot()).toBe(before);
  });
});

describe('generated input never makes the server fail', () => {
  it('a group name is either created exactly as trimmed, or refused with nothing changed', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 80 }), async (name) => {
        const before = await snapshot();
        const response = await t.app.inject({
          ...post('/api/permissions/group', { name }),
          headers: admin,
        });
        if (response.statusCode === 201) {
          expect(response.json().data.name).toBe(name.trim());
        } else {
          expect([400, 409]).toContain(response.statusCode);
          expect(await snapshot()).toBe(before);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('a free-form config value is stored and read back as JSON, or refused with a 400', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue({ maxDepth: 4 }), async (value) => {
        const response = await t.app.inject({
          ...post('/api/config/private/GENERATED', { value }),
          headers: admin,
        });
        if (response.statusCode !== 200) {
          expect(response.statusCode).toBe(400);
          return;
        }
        const read = await t.app.inject({ url: '/api/config/private/GENERATED', headers: admin });
        expect(read.json().data.value).toEqual(JSON.parse(JSON.stringify(value)));
      }),
      { numRuns: 60 },
    );
  });

  it('a config key in the path is either valid or refused with a 400', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary', minLength: 1, maxLength: 70 }), async (key) => {
        const response = await t.app.inject({
          ...post(`/api/config/private/${encodeURIComponent(key)}`, { value: 1 }),
          headers: admin,
        });
        const valid = /^[A-Z][A-Z0-9_]{0,63}$/.test(key) && !/(_URL|_EMAIL)$/.test(key);
        const known = ['PROMOTION_TIME_EXPIRED', 'PROMOTION_MULTI', 'TRANSFER_MIN', 'TRANSFER_MAX'];
        if (valid && !known.includes(key)) expect(response.statusCode).toBe(200);
        else expect(response.statusCode).toBeGreaterThanOrEqual(400);
        expect(response.statusCode).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
  });
});
