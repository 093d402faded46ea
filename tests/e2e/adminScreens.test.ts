import { describe, expect, it } from 'vitest';
import { serverAndBrowserForFile } from './support/suite';

const suite = serverAndBrowserForFile();

const adminPage = (width: number) =>
  suite.signedInPage('admin@beli.local', { viewport: { width, height: 900 } });

describe('the configuration and user screens, in Chromium', () => {
  it('refuses a value that is not JSON in the form, saves a new key and edits one inline', async () => {
    const page = await adminPage(1280);
    await page.goto(`${suite.server.url}/app/admin/config`);
    await page.getByRole('button', { name: 'Thêm khóa' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Khóa').fill('BANNER_NOTE');
    await dialog.getByLabel('Giá trị (JSON)').fill('xin chào');
    await dialog.getByRole('button', { name: /lưu|save/i }).click();
    await dialog.getByText('Không phải JSON hợp lệ').waitFor();

    await dialog.getByLabel('Giá trị (JSON)').fill('"xin chào"');
    await dialog.getByRole('button', { name: /lưu|save/i }).click();
    const row = page.getByRole('row').filter({ hasText: 'BANNER_NOTE' });
    await row.getByText('Riêng tư').waitFor();

    await page.getByRole('row').filter({ hasText: 'SUPPORT_URL' }).click();
    const value = page.getByLabel('Giá trị (JSON)');
    await value.fill('"ftp://sai.example.com"');
    await page.getByRole('button', { name: /lưu|save/i }).click();
    await page.getByText('Phải là địa chỉ web bắt đầu bằng http:// hoặc https://').waitFor();
    await value.fill('"https://ho-tro.example.com"');
    await page.getByRole('button', { name: /lưu|save/i }).click();
    await page.getByText('Đã lưu SUPPORT_URL').waitFor();
    const publicRead = await fetch(`${suite.server.url}/api/config/public/SUPPORT_URL`);
    expect((await publicRead.json()).data.value).toBe('https://ho-tro.example.com');
  });

  it('disables a user after a confirmation, which ends their session at once', async () => {
    const member = await suite.signedInPage('member@beli.local');
    const token = await member.evaluate(() => localStorage.getItem('token'));

    const page = await adminPage(1280);
    await page.goto(`${suite.server.url}/app/admin/user`);
    const row = page.getByRole('row').filter({ hasText: 'member@beli.local' });
    await row.getByRole('button', { name: 'Khóa' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Khóa' }).click();
    await row.getByText('Đã khóa').waitFor();

    const me = await fetch(`${suite.server.url}/api/users/me`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.status).toBe(401);
    await member.reload();
    await member
      .getByText('Tài khoản của bạn đã bị khóa. Hãy liên hệ quản trị viên nếu cần mở lại.')
      .waitFor();
    expect(await member.getByText('Không tải được quyền của bạn', { exact: false }).count()).toBe(
      0,
    );

    await row.getByRole('button', { name: 'Mở khóa' }).click();
    await row.getByText('Đang hoạt động').waitFor();
  });

  it('fits every admin screen in a 375 px wide phone', async () => {
    const page = await adminPage(375);
    for (const path of ['admin/permission', 'admin/config', 'admin/user']) {
      await page.goto(`${suite.server.url}/app/${path}`);
      await page.getByRole('table').waitFor();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect({ path, width }).toEqual({ path, width: 375 });
    }
  });
});
