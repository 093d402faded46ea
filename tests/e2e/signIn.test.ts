import { describe, expect, it } from 'vitest';
import { devLoginSecretIn } from '../support/signInFlow';
import { storedToken } from './support/browser';
import { serverAndBrowserForFile } from './support/suite';

const suite = serverAndBrowserForFile();

describe('signing in with the development sign-in, in Chromium', () => {
  it('shows the signed-in admin, keeps the session on reload, and ends it at logout', async () => {
    const page = await suite.signedInPage('admin@beli.local');
    await expect
      .poll(() => page.getByTestId('greeting').textContent())
      .toBe('Xin chào, Quản trị viên demo');

    await page.reload();
    await expect
      .poll(() => page.getByTestId('greeting').textContent())
      .toBe('Xin chào, Quản trị viên demo');
    const token = await storedToken(page);
    expect(token).toBeTruthy();

    await page.getByRole('button', { name: /tài khoản|profile/i }).click();
    await page.getByRole('menuitem', { name: /đăng xuất|logout/i }).click();
    await page.waitForURL(`${suite.server.url}/app/login`);
    expect(await storedToken(page)).toBeNull();

    const afterLogout = await fetch(`${suite.server.url}/api/users/me`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(afterLogout.status).toBe(401);
  });

  it('sends a visitor on a guarded page home (SPEC 2), and back to that page after sign-in', async () => {
    const page = await (await suite.browser.newContext()).newPage();
    await page.goto(`${suite.server.url}/app/tool?from=link`);
    await page.waitForURL(`${suite.server.url}/app`);
    await page.getByRole('button', { name: 'Đăng nhập bằng Google' }).click();
    await page.locator('#secret').fill(devLoginSecretIn(suite.server.dataDir));
    await page.getByRole('button', { name: 'Tiếp tục' }).click();
    await page.locator('button[value="member@beli.local"]').click();
    await page.waitForURL(`${suite.server.url}/app/tool?from=link`);
    expect(await storedToken(page)).toBeTruthy();
  });

  it('sends a visitor on the payment page home to sign in, without a connection error', async () => {
    const page = await (await suite.browser.newContext()).newPage();
    await page.goto(`${suite.server.url}/app/payment`);
    await page.waitForURL(`${suite.server.url}/app`);
    await page.getByRole('button', { name: 'Đăng nhập bằng Google' }).waitFor();
    expect(await page.getByText('Lỗi kết nối máy chủ').count()).toBe(0);
  });

  it('serves the app on deep links with the history fallback and CSP', async () => {
    const response = await fetch(`${suite.server.url}/app/admin/permission`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(await response.text()).toContain('<div id="root">');
  });
});
