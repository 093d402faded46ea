import { readFile } from 'node:fs/promises';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Download } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { vietnamToday } from '../../server/lib/export/columns';
import { multipartFile } from '../support/multipart';
import { bearer, signInWithDevLogin } from '../support/testApp';
import { tempDir } from '../support/testEnv';
import { serverAndBrowserForFile } from './support/suite';

const suite = serverAndBrowserForFile();

/** Where the download is saved here: the run's browser may not share this process's files. */
async function saved(download: Download) {
  const file = path.join(tempDir('download'), download.suggestedFilename());
  await download.saveAs(file);
  return file;
}

beforeAll(async () => {
  // One top-up today, settled by an admin, so the top-up chart has a bar.
  const { app } = suite.server;
  const member = bearer(await signInWithDevLogin(app, 'member@beli.local'));
  const admin = bearer(await signInWithDevLogin(app, 'admin@beli.local'));
  const order = await app.inject({
    method: 'POST',
    url: '/api/payments/orders',
    headers: member,
    payload: { amountVnd: 100_000 },
  });
  if (order.statusCode !== 201) throw new Error(order.body);
  const confirmed = await app.inject({
    method: 'POST',
    url: `/api/payments/orders/${order.json().id}/confirm`,
    headers: admin,
    payload: {},
  });
  if (confirmed.statusCode !== 200) throw new Error(confirmed.body);
});

describe('exports and dashboard charts, in Chromium', () => {
  it('exports every hero as CSV under a Vietnamese file name with the date', async () => {
    const page = await suite.signedInPage('admin@beli.local', {
      viewport: { width: 1280, height: 900 },
      acceptDownloads: true,
    });
    await page.goto(`${suite.server.url}/app/admin/aov/heroes`);
    await page.getByRole('button', { name: 'Xuất tệp' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'CSV (UTF-8)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`Tướng_${vietnamToday()}.csv`);
    const text = await readFile(await saved(download), 'utf8');
    expect(text.split('\r\n')[0]).toMatch(
      /^\uFEFFTên tướng,Slug,Danh hiệu,Vai trò,Đường,Giá vàng,Giá quân huy,Tên khác,Thẻ,/,
    );
    const heroes = await suite.server.app.inject({
      url: '/api/heroes?range=[0,0]',
      headers: bearer(await signInWithDevLogin(suite.server.app, 'admin@beli.local')),
    });
    const total = Number(String(heroes.headers['content-range']).split('/')[1]);
    expect(text.split('\r\n').length - 2).toBe(total);
    await page.getByText(`Đã lưu Tướng_${vietnamToday()}.csv`).waitFor();
  });

  it('exports the staging screen as Excel: every staged row with its status, under a dated Vietnamese name', async () => {
    const { app } = suite.server;
    const file = multipartFile(
      'the.csv',
      ['slug,name,color,description', 'the-moi,Thẻ Mới,#112233,', 'sai-mau,Sai Màu,đỏ,'].join('\n'),
    );
    const staged = await app.inject({
      method: 'POST',
      url: '/api/staging/tags/import',
      payload: file.payload,
      headers: {
        ...bearer(await signInWithDevLogin(app, 'admin@beli.local')),
        ...file.headers,
      },
    });
    expect(staged.statusCode).toBe(200);
    const page = await suite.signedInPage('admin@beli.local', {
      viewport: { width: 1280, height: 900 },
      acceptDownloads: true,
    });
    await page.goto(`${suite.server.url}/app/admin/aov/tags/temp`);
    await page.getByTestId('staged-row').first().waitFor();
    await page.getByRole('button', { name: 'Xuất tệp' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Excel (.xlsx)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`Vùng_tạm_Thẻ_${vietnamToday()}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await saved(download));
    const rows = workbook.worksheets[0]!.getSheetValues().slice(1) as unknown[][];
    expect(rows.map((row) => row.slice(1, 6))).toEqual([
      ['Dòng', 'Trạng thái', 'Slug', 'Tên thẻ', 'Màu'],
      [1, 'Mới', 'the-moi', 'Thẻ Mới', '#112233'],
      [2, 'Lỗi', 'sai-mau', 'Sai Màu', 'đỏ'],
    ]);
  });

  it('draws the top-up and tool-use charts beside the figures, at 390 px without sideways scrolling', async () => {
    const page = await suite.signedInPage('admin@beli.local', {
      viewport: { width: 390, height: 844 },
    });
    await page.goto(`${suite.server.url}/app/admin/dashboard`);
    const topups = page.getByTestId('chart-topups');
    await topups.getByText('Nạp tiền mỗi ngày (30 ngày)').waitFor();
    await topups.getByText('BELI nạp').waitFor();
    // One day has a top-up: its bar is drawn.
    await expect.poll(() => topups.locator('svg rect[height]').count()).toBeGreaterThan(0);
    await page.getByTestId('chart-toolUse').getByText('Ghép ảnh nâng cao').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  });
});
