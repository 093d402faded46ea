import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { prepareIds } from './support/routeWalk';
import { ADMIN_LISTS } from './support/adminLists';
import { serverAndBrowserForFile } from './support/suite';

const WEBHOOK_KEY = 'e2e-webhook-key-columns-0123456789';
const suite = serverAndBrowserForFile({ PAYMENT_WEBHOOK_KEY: WEBHOOK_KEY });
// A top-up order and a bank notification, so every list has rows and so a table.
beforeAll(() => prepareIds(suite.server.app, WEBHOOK_KEY));

const headers = (page: Page) =>
  page.locator('table thead th').evaluateAll((cells) => cells.map((c) => c.textContent?.trim()));

/** Opens the column chooser and answers it once it lists the table's columns. */
async function openColumnChooser(page: Page) {
  await page.getByRole('button', { name: 'Cột' }).click();
  const menu = page.getByRole('menu');
  await menu.locator('li').first().waitFor();
  return menu;
}

/** A tag of this test's own, so the saved query finds exactly it. */
async function createTag(page: Page, slug: string, name: string) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const answer = await fetch(`${suite.server.url}/api/tags`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ slug, name, color: '#336699' }),
  });
  expect(answer.status).toBe(201);
}

describe("react-admin's column chooser and saved queries on the admin lists, in Chromium", () => {
  it('offers the column chooser on every admin table, naming its columns', async () => {
    const page = await suite.signedInPage('admin@beli.local', {
      viewport: { width: 1366, height: 900 },
    });
    // The audit log reads as sentences, not columns.
    for (const list of ADMIN_LISTS.filter((name) => name !== 'admin/audit')) {
      await page.goto(`${suite.server.url}/app/${list}`);
      await page.locator('table thead th').first().waitFor();
      // The row buttons' column is named for screen readers only: no column to choose.
      const shown = (await headers(page)).filter((name) => name && name !== 'Thao tác');
      const choices = await (await openColumnChooser(page)).innerText();
      for (const header of shown) expect(choices, `${list}: ${header}`).toContain(header);
      await page.keyboard.press('Escape');
    }
  });

  it('fills the column chooser of a list that draws slowly (a CPU six times slower)', async () => {
    const page = await suite.signedInPage('admin@beli.local', {
      viewport: { width: 1366, height: 900 },
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await page.goto(`${suite.server.url}/app/admin/aov/heroes`);
    await page.getByRole('columnheader', { name: 'Tên tướng' }).waitFor();
    expect(await (await openColumnChooser(page)).innerText()).toContain('Tên tướng');
  });

  it('hides a column until it is shown again, across a reload', async () => {
    const page = await suite.signedInPage('admin@beli.local', {
      viewport: { width: 1366, height: 900 },
    });
    await page.goto(`${suite.server.url}/app/admin/aov/tags`);
    await page.getByRole('columnheader', { name: 'Tên thẻ' }).waitFor();
    expect(await headers(page)).toContain('Slug');

    await (await openColumnChooser(page)).getByText('Slug').click();
    await page.keyboard.press('Escape');
    await page.getByRole('columnheader', { name: 'Slug' }).waitFor({ state: 'detached' });
    expect(await headers(page)).toEqual(expect.arrayContaining(['Màu', 'Tên thẻ', 'Mô tả']));

    await page.reload();
    await page.getByRole('columnheader', { name: 'Tên thẻ' }).waitFor();
    expect(await headers(page)).not.toContain('Slug');

    await (await openColumnChooser(page)).getByText('Slug').click();
    await page.keyboard.press('Escape');
    await page.getByRole('columnheader', { name: 'Slug' }).waitFor();
  });

  it('saves the current search under a name and applies it again after a reload', async () => {
    const page = await suite.signedInPage('admin@beli.local', {
      viewport: { width: 1366, height: 900 },
    });
    await page.goto(`${suite.server.url}/app/admin/aov/tags`);
    await createTag(page, 'the-luu-truy-van', 'Thẻ lưu truy vấn');
    await page.getByRole('columnheader', { name: 'Tên thẻ' }).waitFor();

    await page.getByPlaceholder('Tìm kiếm').fill('lưu truy vấn');
    const rows = page.locator('table tbody tr');
    await expect.poll(() => rows.count()).toBe(1);
    await page.getByRole('button', { name: 'Thêm bộ lọc' }).click();
    await page.getByRole('menuitem', { name: 'Lưu truy vấn hiện tại...' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Tên truy vấn').fill('Thẻ của bài kiểm tra');
    await dialog.getByRole('button', { name: 'Lưu' }).click();

    await page.goto(`${suite.server.url}/app/admin/aov/tags?filter=${encodeURIComponent('{}')}`);
    await expect.poll(() => rows.count()).toBeGreaterThan(1);
    await page.getByRole('button', { name: 'Thêm bộ lọc' }).click();
    await page.getByRole('menuitem', { name: 'Thẻ của bài kiểm tra' }).click();
    await expect.poll(() => rows.count()).toBe(1);
    await expect.poll(() => rows.first().textContent()).toContain('Thẻ lưu truy vấn');
    expect(await page.getByPlaceholder('Tìm kiếm').inputValue()).toBe('lưu truy vấn');
  });
});
