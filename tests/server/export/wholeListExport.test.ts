import { describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, MEMBER_EMAIL, testAppForFile } from '../../support/testApp';

const t = testAppForFile({ signIn: { admin: ADMIN_EMAIL, member: MEMBER_EMAIL } });
const { admin, member } = t;

const exportOf = (path: string, query: Record<string, string> = {}, headers = admin) =>
  t.app.inject({ url: `/api/${path}/export`, query, headers });
const linesOf = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .slice(0, -1);

describe('exports of the lists answered whole', () => {
  it('exports the configuration filtered and sorted as the app does', async () => {
    const written = await t.app.inject({
      method: 'POST',
      url: '/api/config/private/GHI_CHU_XUAT',
      headers: admin,
      payload: { value: '=1+1', description: 'Ghi chú riêng' },
    });
    expect(written.statusCode).toBe(200);
    const all = linesOf((await exportOf('config')).body);
    expect(all[0]).toBe('Khóa,Giá trị,Loại,Mô tả,Cập nhật lúc,Người cập nhật');
    const shown = await exportOf('config', {
      filter: '{"isPublic":false}',
      sort: '["key","DESC"]',
    });
    expect(shown.headers['content-disposition']).toContain(
      "filename*=UTF-8''C%E1%BA%A5u_h%C3%ACnh_",
    );
    const rows = linesOf(shown.body).slice(1);
    expect(rows.length).toBeLessThan(all.length - 1);
    expect(rows.every((row) => row.includes(',Riêng tư,'))).toBe(true);
    const keys = rows.map((row) => row.split(',')[0]!);
    expect(keys).toEqual([...keys].sort((a, b) => b.localeCompare(a, 'vi')));
    // A private key nobody declared is secret: its value is hidden in the export.
    const note = linesOf((await exportOf('config', { filter: '{"q":"ghi chu rieng"}' })).body);
    expect(note).toHaveLength(2);
    expect(note[1]).toMatch(
      /^GHI_CHU_XUAT,\[đã ẩn\],Riêng tư,Ghi chú riêng,.+,Quản trị viên demo$/,
    );
    const formula = await t.app.inject({
      method: 'POST',
      url: '/api/config/public/CONG_THUC_XUAT',
      headers: admin,
      payload: { value: '=1+1', description: 'Công thức công khai' },
    });
    expect(formula.statusCode).toBe(200);
    const shownFormula = linesOf(
      (await exportOf('config', { filter: '{"q":"cong thuc cong khai"}' })).body,
    );
    expect(shownFormula[1]).toMatch(
      /^CONG_THUC_XUAT,"""=1\+1""",Công khai,Công thức công khai,.+,Quản trị viên demo$/,
    );
  });

  it('exports the groups with their permissions by name, for permission.all only', async () => {
    expect((await exportOf('permissions/groups', {}, member)).statusCode).toBe(403);
    const lines = linesOf(
      (await exportOf('permissions/groups', { filter: '{"q":"quan tri"}' })).body,
    );
    expect(lines[0]).toBe('Tên nhóm,Quyền,Số thành viên,Ngày tạo');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^Quản trị viên,".*permission\.all.*",\d+,/);
    const refused = await exportOf('permissions/groups', { filter: '{"memberCount":1}' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('BAD_FILTER');
  });
});
