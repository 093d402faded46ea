import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { configEntries, groups, userGroups, users } from '../../server/db/schema';
import { ADMIN_EMAIL, bearer, signInWithDevLogin } from '../support/testApp';
import { serverAndBrowserForFile } from './support/suite';

const suite = serverAndBrowserForFile();
const desktop = () => suite.signedInPage(ADMIN_EMAIL, { viewport: { width: 1366, height: 900 } });

async function newGroup(name: string): Promise<number> {
  const { app } = suite.server;
  const created = await app.inject({
    method: 'POST',
    url: '/api/permissions/group',
    headers: bearer(await signInWithDevLogin(app, ADMIN_EMAIL)),
    payload: { name },
  });
  return created.json<{ data: { id: number } }>().data.id;
}

const memberEmails = async (groupId: number) =>
  (
    await suite.server.db
      .select({ email: users.email })
      .from(userGroups)
      .innerJoin(users, eq(users.id, userGroups.userId))
      .where(eq(userGroups.groupId, groupId))
  )
    .map((row) => row.email)
    .sort();

describe('group membership and deletes, in Chromium', () => {
  it('adds the selected users to a group in one go, then deletes the group once emptied', async () => {
    const groupId = await newGroup('Biên tập viên');
    const page = await desktop();
    await page.goto(`${suite.server.url}/app/admin/user`);
    const rows = page.locator('tbody tr');
    await rows.first().waitFor();
    for (const email of ['admin@beli.local', 'member@beli.local']) {
      await rows.filter({ hasText: email }).getByRole('checkbox').check();
    }
    await page.getByRole('button', { name: 'Thêm vào nhóm' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Nhóm').click();
    await page.getByRole('option', { name: 'Biên tập viên' }).click();
    await dialog.getByText('Thêm 2 người dùng đã chọn vào nhóm "Biên tập viên"?').waitFor();
    await dialog.getByRole('button', { name: 'Xác nhận' }).click();
    await page
      .getByText('Đã thêm 2 người dùng vào nhóm "Biên tập viên" (nhóm có 2 thành viên)')
      .waitFor();
    expect(await memberEmails(groupId)).toEqual(['admin@beli.local', 'member@beli.local']);

    await page.goto(`${suite.server.url}/app/admin/permission/group/${groupId}`);
    await page.getByRole('button', { name: 'Xóa' }).click();
    await page
      .getByRole('dialog')
      .getByText('Nhóm này còn 2 thành viên nên không xóa được')
      .waitFor();
    expect(await page.getByRole('dialog').getByRole('button', { name: 'Xóa' }).isDisabled()).toBe(
      true,
    );
    await page.keyboard.press('Escape');

    await suite.server.db.delete(userGroups).where(eq(userGroups.groupId, groupId));
    await page.reload();
    await page.getByRole('button', { name: 'Xóa' }).click();
    await page.getByRole('dialog').getByText('Nhóm này không còn thành viên nào').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Xóa' }).click();
    await page.waitForURL(/\/app\/admin\/permission$/);
    expect(await suite.server.db.select().from(groups).where(eq(groups.id, groupId))).toEqual([]);
  });

  it('deletes a configuration key the portal does not read, and keeps one it reads', async () => {
    await suite.server.db
      .insert(configEntries)
      .values({ key: 'OLD_NOTICE', value: 'cũ', isPublic: false });
    const page = await desktop();
    await page.goto(`${suite.server.url}/app/admin/config`);
    await page.locator('tbody tr').filter({ hasText: 'TRANSFER_MAX' }).click();
    await page.getByRole('button', { name: 'Xóa' }).click();
    await page
      .getByRole('dialog')
      .getByText('Cổng đang dùng khóa này nên không xóa được')
      .waitFor();
    await page.keyboard.press('Escape');
    await page.locator('tbody tr').filter({ hasText: 'TRANSFER_MAX' }).click();

    await page.locator('tbody tr').filter({ hasText: 'OLD_NOTICE' }).click();
    await page.getByRole('button', { name: 'Xóa' }).click();
    await page.getByRole('dialog').getByText('Cổng không dùng khóa này').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Xóa' }).click();
    await expect
      .poll(() => page.locator('tbody tr').filter({ hasText: 'OLD_NOTICE' }).count())
      .toBe(0);
    const left = await suite.server.db
      .select()
      .from(configEntries)
      .where(eq(configEntries.key, 'OLD_NOTICE'));
    expect(left).toEqual([]);
  });
});
