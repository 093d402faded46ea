import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { aovItems, aovTags, configEntries, permissions } from '../../server/db/schema';
import { ADMIN_EMAIL, bearer, signInWithDevLogin } from '../support/testApp';
import { serverAndBrowserForFile } from './support/suite';

const suite = serverAndBrowserForFile();
const GROUP = 'Nhóm kiểm toán';

/** A group holding tool.all, made through the API as the admin. */
async function groupWithToolAll(): Promise<number> {
  const { app, db } = suite.server;
  const headers = bearer(await signInWithDevLogin(app, ADMIN_EMAIL));
  const created = await app.inject({
    method: 'POST',
    url: '/api/permissions/group',
    headers,
    payload: { name: GROUP },
  });
  const groupId = created.json<{ data: { id: number } }>().data.id;
  const [tool] = await db
    .select({ id: permissions.id })
    .from(permissions)
    .where(eq(permissions.name, 'tool.all'));
  const granted = await app.inject({
    method: 'POST',
    url: `/api/permissions/group/${groupId}/permission/${tool!.id}`,
    headers,
  });
  expect(granted.statusCode).toBe(200);
  return groupId;
}

/** The row's cells, by the header of their column. */
async function cellsByHeader(page: Page, row: ReturnType<Page['locator']>) {
  const headers = await page.getByRole('columnheader').allInnerTexts();
  const cells = await row.getByRole('cell').allInnerTexts();
  // The first cell of each row is react-admin's row checkbox column when present; align from the end.
  const offset = cells.length - headers.length;
  return Object.fromEntries(headers.map((header, i) => [header.trim(), cells[i + offset]!.trim()]));
}

describe('the audit log, in Chromium', () => {
  it('tells an admin who removed a permission from a group, with the permissions before and after', async () => {
    const groupId = await groupWithToolAll();
    const page = await suite.signedInPage(ADMIN_EMAIL, { viewport: { width: 1600, height: 900 } });

    await page.goto(`${suite.server.url}/app/admin/permission/group/${groupId}`);
    await page.getByText(`Nhóm: ${GROUP}`).waitFor();
    await page.getByLabel('tool.all', { exact: true }).click();
    await page.getByText('Đã bỏ quyền tool.all').waitFor();

    await page.goto(`${suite.server.url}/app/admin`);
    await page.getByRole('link', { name: /Nhật ký thao tác/ }).click();
    await page.waitForURL(/\/app\/admin\/audit/);
    await page.getByRole('combobox', { name: 'Tài nguyên' }).click();
    await page.getByRole('option', { name: 'Nhóm quyền', exact: true }).click();
    await page.waitForURL(/permissions%2Fgroup/);

    const removal = page
      .locator('tbody tr')
      .filter({ hasText: 'Xóa /api/permissions/group/:groupId/permission/:permissionId' })
      .filter({ hasText: GROUP });
    await removal.waitFor();
    expect(await removal.count()).toBe(1);
    const cells = await cellsByHeader(page, removal);
    expect(cells).toMatchObject({
      'Người thực hiện': ADMIN_EMAIL,
      'Tài nguyên': 'Nhóm quyền',
      'Mã bản ghi': String(groupId),
      'Địa chỉ': '127.0.0.1',
    });
    expect(cells['Trước']).toContain(`name: ${GROUP}`);
    expect(cells['Trước']).toContain('permissions: tool.all');
    expect(cells['Sau']).toContain(`name: ${GROUP}`);
    expect(cells['Sau']).not.toContain('tool.all');

    // The filter holds: every row listed is a group's.
    const rows = page.locator('tbody tr');
    for (let i = 0; i < (await rows.count()); i++) {
      expect((await cellsByHeader(page, rows.nth(i)))['Tài nguyên']).toBe('Nhóm quyền');
    }
  });

  // Each catalogue's edit page carries the same timeline: a tag (staged) and an item (not).
  const catalogues = [
    {
      kind: 'tags',
      table: aovTags,
      label: 'Tên thẻ',
      fields: { slug: `dong-thoi-gian-${Date.now()}` },
    },
    {
      kind: 'items',
      table: aovItems,
      label: 'Tên trang bị',
      fields: { category: 'magic', price: 900 },
    },
  ] as const;

  it.each(catalogues)(
    "shows a $kind record's changes on its edit page and puts it back as it was before one",
    async ({ kind, table, label, fields }) => {
      const { app, db } = suite.server;
      const created = await app.inject({
        method: 'POST',
        url: `/api/${kind}`,
        headers: bearer(await signInWithDevLogin(app, ADMIN_EMAIL)),
        payload: { ...fields, name: 'Tên ban đầu' },
      });
      const id = created.json<{ id: number }>().id;
      const nameInDatabase = async () =>
        (await db.select().from(table).where(eq(table.id, id)))[0]!.name;
      const page = await suite.signedInPage(ADMIN_EMAIL, {
        viewport: { width: 1600, height: 900 },
      });

      await page.goto(`${suite.server.url}/app/admin/aov/${kind}/edit/${id}`);
      const name = page.getByLabel(label);
      await expect.poll(() => name.inputValue()).toBe('Tên ban đầu');
      await name.fill('Tên đổi nhầm');
      await page.getByRole('button', { name: 'Lưu' }).click();
      await expect.poll(nameInDatabase).toBe('Tên đổi nhầm');

      // Saving went back to the list; the record's page shows what happened to it.
      await page.goto(`${suite.server.url}/app/admin/aov/${kind}/edit/${id}`);
      const timeline = page.getByRole('region', { name: 'Lịch sử thay đổi' });
      const change = timeline
        .getByRole('article')
        .filter({ hasText: `${label}: Tên ban đầu → Tên đổi nhầm` });
      await change.waitFor();
      expect(await change.innerText()).toContain(ADMIN_EMAIL);
      await change.getByRole('button', { name: 'Khôi phục như trước lần này' }).click();
      await page.getByText('Đã khôi phục giá trị trước đó').waitFor();
      await expect.poll(() => name.inputValue()).toBe('Tên ban đầu');
      expect(await nameInDatabase()).toBe('Tên ban đầu');
      // Putting it back is a change of its own, shown on top.
      await timeline
        .getByRole('article')
        .first()
        .filter({ hasText: `${label}: Tên đổi nhầm → Tên ban đầu` })
        .waitFor();
    },
  );

  it("shows a configuration entry's changes in its panel and puts its value back", async () => {
    const { app, db } = suite.server;
    const key = `DONG_THOI_GIAN_${Date.now()}`;
    const created = await app.inject({
      method: 'POST',
      url: `/api/config/private/${key}`,
      headers: bearer(await signInWithDevLogin(app, ADMIN_EMAIL)),
      payload: { value: 10 },
    });
    expect(created.statusCode).toBe(200);
    const valueOf = async () =>
      (await db.select().from(configEntries).where(eq(configEntries.key, key)))[0]!.value;
    const page = await suite.signedInPage(ADMIN_EMAIL, { viewport: { width: 1600, height: 900 } });

    await page.goto(`${suite.server.url}/app/admin/config`);
    await page.getByRole('row').filter({ hasText: key }).click();
    const value = page.getByLabel('Giá trị (JSON)');
    await value.fill('99');
    await page.getByRole('button', { name: 'Lưu' }).click();
    await page.getByText(`Đã lưu ${key}`).waitFor();
    expect(await valueOf()).toBe(99);

    const timeline = page.getByRole('region', { name: 'Lịch sử thay đổi' });
    const change = timeline.getByRole('article').filter({ hasText: 'Giá trị: 10 → 99' });
    await change.waitFor();
    expect(await change.innerText()).toContain(ADMIN_EMAIL);
    await change.getByRole('button', { name: 'Khôi phục như trước lần này' }).click();
    await page.getByText('Đã khôi phục giá trị trước đó').waitFor();
    await expect.poll(() => value.inputValue()).toBe('10');
    expect(await valueOf()).toBe(10);
    await timeline.getByRole('article').first().filter({ hasText: 'Giá trị: 99 → 10' }).waitFor();
  });
});
