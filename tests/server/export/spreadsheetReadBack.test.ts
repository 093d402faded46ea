import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { aovHeroes, aovItems, aovSkins, wallets } from '../../../server/db/schema';
import { readWithGnumeric, serialAsWallClock, type ReadSheet } from '../../support/spreadsheet';
import { labelIdOf } from '../../support/skinLabels';
import { ADMIN_EMAIL, testAppForFile } from '../../support/testApp';

const t = testAppForFile({ signIn: { admin: ADMIN_EMAIL } });

const FORMATS = ['csv', 'xlsx'] as const;

/** Exports through the real route and opens the file with gnumeric. */
async function opened(path: string, query: Record<string, unknown>, format: 'csv' | 'xlsx') {
  const answer = await t.app.inject({
    url: `/api/${path}/export`,
    query: {
      format,
      ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, JSON.stringify(v)])),
    },
    headers: t.admin,
  });
  expect(answer.statusCode).toBe(200);
  return readWithGnumeric(answer.rawPayload, format);
}

/** What a date cell holds, as a wall clock, with proof that it is a number shown as a date. */
function dateRead(sheet: ReadSheet, row: number, column: number) {
  const cell = sheet.cell(row, column)!;
  expect(cell.type, `row ${row} column ${column}: ${cell.value}`).toBe('number');
  expect(cell.format).toMatch(/yy.*mm.*dd|dd.*mm.*yy/);
  return serialAsWallClock(cell.value);
}

let heroId: number;

beforeAll(async () => {
  const [hero] = await t.db
    .insert(aovHeroes)
    .values({ slug: 'tuong-bang-tinh', name: 'Tướng Bảng Tính' })
    .returning();
  heroId = hero!.id;
  const s = await labelIdOf(t.db, 'T4DirectSale');
  const ss = await labelIdOf(t.db, 'T2DirectSale');
  // 3 February: a spreadsheet reading day and month the other way round would see 2 March.
  await t.db.insert(aovSkins).values([
    {
      heroId,
      slug: 'bang-tinh-a',
      name: 'Bảng tính A',
      labelId: s,
      releaseDate: '2024-02-03',
      createdAt: new Date('2024-03-04T20:30:15Z'),
    },
    { heroId, slug: 'bang-tinh-b', name: 'Bảng tính B', labelId: ss, releaseDate: '2024-12-25' },
  ]);
  await t.db.insert(aovItems).values({ name: 'Giáp Bảng Tính', category: 'defense', price: 2750 });
});

describe('an export opened in a spreadsheet program', () => {
  it.each(FORMATS)('reads %s days as those days and moments in Vietnam time', async (format) => {
    const sheet = await opened('skins', { filter: { heroId }, sort: ['name', 'ASC'] }, format);
    expect(sheet.cell(0, 6)?.value).toBe('Ngày phát hành');
    expect(sheet.cell(1, 0)?.value).toBe('Bảng tính A');
    expect(dateRead(sheet, 1, 6)).toBe('2024-02-03 00:00:00');
    expect(dateRead(sheet, 2, 6)).toBe('2024-12-25 00:00:00');
    // 20:30:15 UTC is 03:30:15 the next day in Vietnam (UTC+7).
    expect(dateRead(sheet, 1, 7)).toBe('2024-03-05 03:30:15');
    expect(sheet.cell(0, 4)?.value).toBe('Nhãn');
    expect(sheet.cell(2, 4)).toMatchObject({ type: 'text', value: 'SS' });
  });

  it.each(FORMATS)('reads %s numbers as numbers', async (format) => {
    const items = await opened('items', { filter: { q: 'Giáp Bảng Tính' } }, format);
    expect(items.cell(0, 2)?.value).toBe('Giá (vàng)');
    expect(items.cell(1, 2)).toMatchObject({ type: 'number', value: '2750' });
    const [treasury] = await t.db.select().from(wallets).where(eq(wallets.code, 'TREASURY'));
    const system = await opened('system-wallets', { filter: { q: 'TREASURY' } }, format);
    expect(system.cell(0, 3)?.value).toBe('Số dư (BELI)');
    expect(system.cell(1, 3)).toMatchObject({ type: 'number', value: String(treasury!.balance) });
  });

  it('opens a workbook whose every column is wide enough for its header and dates', async () => {
    const sheet = await opened('skins', { filter: { heroId } }, 'xlsx');
    const headers = Array.from({ length: 9 }, (_, column) => sheet.cell(0, column)!.value);
    expect(headers.at(-1)).toBe('Cập nhật');
    const narrowest = headers.map((header, column) => ({
      header,
      // Points per character of an 11-point font, roughly: 5.
      fits: (sheet.widths.get(column) ?? 0) >= Math.max(header.length, 8) * 5,
    }));
    expect(narrowest.filter((c) => !c.fits)).toEqual([]);
    // A date and time needs 19 characters.
    expect(sheet.widths.get(7)).toBeGreaterThanOrEqual(19 * 5);
  });
});
