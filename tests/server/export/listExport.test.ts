import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { aovHeroes, aovSkins } from '../../../server/db/schema';
import { vietnamToday } from '../../../server/lib/export/columns';
import { labelIdOf } from '../../support/skinLabels';
import { ADMIN_EMAIL, MEMBER_EMAIL, testAppForFile } from '../../support/testApp';

const t = testAppForFile({ signIn: { admin: ADMIN_EMAIL, member: MEMBER_EMAIL } });
const { admin, member } = t;

const exportOf = (path: string, query: Record<string, unknown> = {}, headers = admin) =>
  t.app.inject({
    url: `/api/${path}/export`,
    query: Object.fromEntries(
      Object.entries(query).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
    ),
    headers,
  });

/** CSV lines without the BOM (no cell of these fixtures holds a line break). */
const linesOf = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .slice(0, -1);

const MANY = 1500;
let heroId: number;
let ssLimited: number;

beforeAll(async () => {
  const [hero] = await t.db
    .insert(aovHeroes)
    .values({ slug: 'tuong-xuat', name: 'Tướng Xuất Khẩu' })
    .returning();
  heroId = hero!.id;
  const labels = {
    S: await labelIdOf(t.db, 'T4DirectSale'),
    SLimited: await labelIdOf(t.db, 'T4limited'),
    SS: await labelIdOf(t.db, 'T2DirectSale'),
    SSLimited: await labelIdOf(t.db, 'T2limited'),
  };
  ssLimited = labels.SSLimited;
  // One statement: every row has the same created_at, so only the id breaks the ties.
  await t.db.insert(aovSkins).values(
    Array.from({ length: MANY }, (_, i) => ({
      heroId,
      slug: `xuat-${i}`,
      name: `Xuất ${String(i).padStart(4, '0')}`,
      labelId: labels[`${i % 3 ? 'S' : 'SS'}${i % 2 === 0 ? 'Limited' : ''}`],
      releaseDate: i % 4 ? `2024-0${(i % 9) + 1}-15` : null,
    })),
  );
});

describe('GET /api/{list}/export', () => {
  it('answers every row of the filter as UTF-8 CSV with a BOM, Vietnamese headers and readable values', async () => {
    const answer = await exportOf('skins', { filter: { heroId }, sort: ['name', 'ASC'] });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['x-total-count']).toBe(String(MANY));
    expect(answer.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = linesOf(answer.body);
    expect(lines[0]).toBe(
      'Tên trang phục,Tên ngắn,Slug,Tướng,Nhãn,Tên khác,Ngày phát hành,Ngày tạo,Cập nhật',
    );
    expect(lines).toHaveLength(MANY + 1);
    const first = lines[1]!.split(',');
    expect(first.slice(0, 7)).toEqual([
      ...['Xuất 0000', '', 'xuat-0', 'Tướng Xuất Khẩu', 'SS Hữu Hạn', '', ''],
    ]);
    expect(lines[2]!.split(',').slice(4, 7)).toEqual(['S', '', '2024-02-15']);
    expect(first[7]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(lines.at(-1)!.startsWith(`Xuất ${MANY - 1},`)).toBe(true);
  });

  it('names the file in Vietnamese with the date, with an ASCII fallback', async () => {
    const answer = await exportOf('skins', { filter: { heroId: -1 } });
    const today = vietnamToday();
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="Trang_phuc_${today}.csv"; filename*=UTF-8''Trang_ph%E1%BB%A5c_${today}.csv`,
    );
    expect(linesOf(answer.body)).toHaveLength(1);
  });

  it('applies the filter and keeps every row once through batches, whatever the sort', async () => {
    const filter = { heroId, labelId: ssLimited };
    const expected = Array.from({ length: MANY }, (_, i) => i).filter(
      (i) => i % 3 === 0 && i % 2 === 0,
    ).length;
    for (const sort of [
      ['releaseDate', 'ASC'],
      ['releaseDate', 'DESC'],
      ['createdAt', 'DESC'],
    ]) {
      const answer = await exportOf('skins', { filter, sort });
      expect(answer.headers['x-total-count']).toBe(String(expected));
      const slugs = linesOf(answer.body)
        .slice(1)
        .map((line) => line.split(',')[2]);
      expect(new Set(slugs).size, `sorted by ${sort.join(' ')}`).toBe(expected);
      expect(slugs.every((slug) => Number(slug!.slice(5)) % 6 === 0)).toBe(true);
    }
    const byDate = linesOf(
      (await exportOf('skins', { filter, sort: ['releaseDate', 'DESC'] })).body,
    );
    // PostgreSQL's order: no date first when descending.
    expect(byDate[1]!.split(',')[6]).toBe('');
    expect(byDate.at(-1)!.split(',')[6]).toBe('2024-01-15');
  });

  it('writes an Excel workbook that reads back with the same cells', async () => {
    const answer = await exportOf('skins', { filter: { heroId }, format: 'xlsx' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toContain(`.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(answer.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Trang_phục');
    expect(sheet.rowCount).toBe(MANY + 1);
    expect(sheet.getRow(1).getCell(4).value).toBe('Tướng');
    const first = sheet.getRow(2);
    expect([1, 4, 5].map((c) => first.getCell(c).value)).toEqual([
      'Xuất 0000',
      'Tướng Xuất Khẩu',
      'SS Hữu Hạn',
    ]);
  });

  it('writes text stored before the text rule as a workbook Excel opens, without what XML cannot hold', async () => {
    await t.db.insert(aovHeroes).values({ slug: 'tuong-cu', name: 'Tướng\u0001 cũ\uFFFF' });
    const answer = await exportOf('heroes', { format: 'xlsx' });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(answer.rawPayload as unknown as ExcelJS.Buffer);
    const names = workbook.worksheets[0]!.getColumn(1).values;
    expect(names).toContain('Tướng cũ');
  });

  it('keeps numbers as numbers and names instead of ids', async () => {
    const answer = await exportOf('system-wallets', { format: 'xlsx' });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(answer.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(['Mã', 'Tên', 'Mô tả', 'Số dư (BELI)', 'Được phép âm', 'Ngày tạo']);
    const treasury = sheet.getRow(2);
    expect(typeof treasury.getCell(4).value).toBe('number');
    expect(['Có', 'Không']).toContain(treasury.getCell(5).value);
  });

  it('puts an apostrophe before a cell a spreadsheet would run as a formula, and quotes per RFC 4180', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/tags',
      headers: admin,
      payload: { name: '=HYPERLINK("http://x","bấm")', slug: 'cong-thuc', description: 'a, "b"' },
    });
    const lines = linesOf((await exportOf('tags', { filter: { q: 'HYPERLINK' } })).body);
    expect(lines[1]!.startsWith(`"'=HYPERLINK(""http://x"",""bấm"")",cong-thuc,`)).toBe(true);
    expect(lines[1]).toContain(',"a, ""b"""');
  });

  it('takes the list permission and refuses what the list refuses', async () => {
    expect((await exportOf('users', {}, member)).statusCode).toBe(403);
    expect((await exportOf('payments/events', {}, member)).statusCode).toBe(403);
    const users = await exportOf('users');
    expect(linesOf(users.body)[0]).toBe(
      'Mã,Tên,E-mail,Nhóm,Trạng thái,Ngày tạo,Đăng nhập gần nhất',
    );
    const bad = await exportOf('skins', { filter: { nope: 1 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('BAD_FILTER');
    const badFormat = await exportOf('skins', { format: 'pdf' });
    expect(badFormat.statusCode).toBe(400);
    expect(badFormat.json().errors.format).toMatch(/csv hoặc xlsx/);
  });

  it("exports a member's own transactions only, both sides by name", async () => {
    const credit = async (headers: Record<string, string>, amount: number) => {
      const { walletId } = (await t.app.inject({ url: '/api/users/me', headers })).json().data;
      const answer = await t.app.inject({
        method: 'POST',
        url: `/api/wallets/${walletId}/adjust`,
        headers: { ...admin, 'idempotency-key': `export-${amount}` },
        payload: { direction: 'credit', amount, reason: 'Thưởng xuất' },
      });
      expect(answer.statusCode).toBe(201);
    };
    const exported = async () => ({
      mine: linesOf((await exportOf('transactions', {}, member)).body),
      all: linesOf((await exportOf('transactions')).body),
    });
    const before = await exported();
    await credit(member, 1500);
    await credit(admin, 300);
    const { mine, all } = await exported();
    expect(all[0]).toBe('Mã,Thời gian,Loại,Từ,Đến,Số tiền (BELI),Ghi chú');
    expect(all).toHaveLength(before.all.length + 2);
    expect(mine).toHaveLength(before.mine.length + 1);
    expect(mine[1]).toMatch(
      /,Điều chỉnh,[^,]*\(TREASURY\),[^,]*<member@beli\.local>,1500,Thưởng xuất$/,
    );
  });
});
