import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { permissions } from '../../server/db/schema';
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
});
