import { describe, expect, it } from 'vitest';
import { userIdOf } from './support/server';
import { serverAndBrowserForFile } from './support/suite';

const suite = serverAndBrowserForFile();

const ADMIN_LISTS = [
  ['Quản lý người dùng', '/app/admin/user'],
  ['Quản lý phân quyền', '/app/admin/permission'],
  ['Cấu hình', '/app/admin/config'],
  ['Tướng', '/app/admin/aov/heroes'],
  ['Thẻ', '/app/admin/aov/tags'],
  ['Trang phục', '/app/admin/aov/skins'],
  ['Trang bị', '/app/admin/aov/items'],
  ['Công cụ', '/app/admin/tool'],
  ['Ví hệ thống', '/app/admin/wallet-system'],
  ['Đơn nạp tiền', '/app/admin/payment/orders'],
  ['Giao dịch ngân hàng', '/app/admin/payment/events'],
  ['Đối soát ngân hàng', '/app/admin/payment/reconciliation'],
] as const;

describe('finding the admin screens, in Chromium', () => {
  it('opens every admin list with one click from /app/admin', async () => {
    const page = await suite.signedInPage('admin@beli.local');
    for (const [title, path] of ADMIN_LISTS) {
      await page.goto(`${suite.server.url}/app/admin`);
      await page.getByRole('link', { name: new RegExp(`^${title}`) }).click();
      await page.waitForURL(new RegExp(`${path}(\\?.*)?$`));
      expect(await page.getByText('Không tìm thấy trang').count(), title).toBe(0);
    }
  });

  it("opens a user's wallet from the user list", async () => {
    const page = await suite.signedInPage('admin@beli.local');
    const memberId = await userIdOf(suite.server, 'member@beli.local');
    await page.goto(`${suite.server.url}/app/admin/user`);
    const row = page.locator('tr', { hasText: 'member@beli.local' });
    await row.getByRole('link', { name: 'Ví' }).click();
    await page.waitForURL(`${suite.server.url}/app/admin/user/${memberId}/wallet`);
    await page.getByTestId('balance').waitFor();
  });
});
