import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn } from './support/browser';
import { serverAndBrowserForFile } from './support/suite';

const suite = serverAndBrowserForFile();

/** A fresh browser profile (its own local storage) with a light OS theme. */
async function freshPage(): Promise<Page> {
  const context = await suite.browser.newContext({ colorScheme: 'light' });
  return context.newPage();
}

const cardIds = (page: Page) =>
  page
    .locator('nav [data-testid^="card-"]')
    .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-testid')!.slice(5)));

const bodyBackground = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);

describe('the shell in Chromium', () => {
  it('shows anonymous visitors, members and admins exactly their home cards', async () => {
    const visitor = await freshPage();
    await visitor.goto(`${suite.server.url}/app`);
    await expect.poll(() => cardIds(visitor)).toEqual(['support', 'tutorial', 'login']);

    const member = await freshPage();
    await signIn(member, suite.server, 'member@beli.local');
    await expect
      .poll(() => cardIds(member))
      .toEqual(['support', 'profile', 'tools', 'payment', 'tutorial', 'login']);

    const admin = await freshPage();
    await signIn(admin, suite.server, 'admin@beli.local');
    await expect
      .poll(() => cardIds(admin))
      .toEqual(['admin', 'support', 'profile', 'tools', 'payment', 'tutorial', 'login']);
    await admin.getByTestId('card-admin').click();
    await admin.waitForURL(`${suite.server.url}/app/admin`);
    // The admin index's own cards, every admin list for an admin (not the home's seven still
    // showing while it draws).
    await expect
      .poll(() => cardIds(admin))
      .toEqual([
        'dashboard',
        'users',
        'permissions',
        'config',
        'aov',
        'tags',
        'skins',
        'labels',
        'items',
        'tools',
        'wallets',
        'paymentOrders',
        'bankEvents',
        'reconciliation',
        'audit',
      ]);
  });

  it('answers an unknown admin path with the 404 page, whose back button leads home', async () => {
    const page = await freshPage();
    await signIn(page, suite.server, 'admin@beli.local');
    await page.goto(`${suite.server.url}/app/admin/khong-co`);
    await page.getByRole('heading', { name: '404 - Not Found' }).waitFor();
    expect(await page.getByText('Không tìm thấy trang').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Quay lại', exact: true }).click();
    await page.waitForURL(`${suite.server.url}/app`);
    await page.getByTestId('greeting').waitFor();
  });

  it('answers the 404 page, not the page above, for a path deeper than any screen', async () => {
    const page = await freshPage();
    await signIn(page, suite.server, 'admin@beli.local');
    for (const path of [
      'admin/permission/x/y',
      'admin/aov/heroes/edit/1/thua',
      'admin/tool/create/thua',
      'admin/tool/1/thua',
    ]) {
      await page.goto(`${suite.server.url}/app/${path}`);
      await page.getByRole('heading', { name: '404 - Not Found' }).waitFor();
    }
    await page.goto(`${suite.server.url}/app/admin/tool/create`);
    await page.getByRole('button', { name: 'Lưu' }).waitFor();
    expect(await page.getByRole('heading', { name: '404 - Not Found' }).count()).toBe(0);
  });

  it('keeps the chosen theme across a reload, and follows the OS in system mode', async () => {
    const page = await freshPage();
    await page.goto(`${suite.server.url}/app`);
    const button = (mode: string) =>
      page.getByRole('button', { name: `Giao diện: ${mode}. Bấm để đổi` });
    await button('Theo hệ thống').waitFor();
    const light = await bodyBackground(page);

    await button('Theo hệ thống').click();
    await button('Sáng').click();
    await button('Tối').waitFor();
    const dark = await bodyBackground(page);
    expect(dark).not.toBe(light);

    await page.reload();
    await button('Tối').waitFor();
    expect(await bodyBackground(page)).toBe(dark);

    await button('Tối').click();
    await button('Theo hệ thống').waitFor();
    expect(await bodyBackground(page)).toBe(light);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => bodyBackground(page)).toBe(dark);
  });

  it('shows at most three toasts at once, top-right', async () => {
    const page = await freshPage();
    await page.goto(`${suite.server.url}/app`);
    const themeButton = page.getByRole('button', { name: /^Giao diện: / });
    for (let i = 0; i < 6; i++) await themeButton.click();
    const toasts = page.locator('.Toastify__toast-container--top-right .Toastify__toast');
    await expect.poll(() => toasts.count()).toBe(3);
    for (let i = 0; i < 5; i++) {
      expect(await toasts.count()).toBeLessThanOrEqual(3);
      await page.waitForTimeout(200);
    }
    expect(await page.locator('.Toastify__progress-bar').count()).toBeGreaterThan(0);
  });

  it('sends a user whose permission lookup fails from /app/tool to /app', async () => {
    const page = await freshPage();
    await signIn(page, suite.server, 'member@beli.local');
    await page.route('**/api/permissions/me', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Lỗi"}' }),
    );
    await page.goto(`${suite.server.url}/app/tool`);
    await page.waitForURL(`${suite.server.url}/app`);
    await page.getByTestId('greeting').waitFor();
    await page.getByText('Không tải được quyền của bạn nên đã chuyển về trang chủ.').waitFor();
  });

  it('keeps the tutorial open to visitors, who cannot reach the admin area', async () => {
    const page = await freshPage();
    await page.goto(`${suite.server.url}/app/tutorial`);
    for (const section of ['Đăng nhập', 'Nạp tiền', 'Video']) {
      await page.getByRole('heading', { name: section, exact: true }).waitFor();
    }
    await page.goto(`${suite.server.url}/app/admin`);
    await page.waitForURL(`${suite.server.url}/app`);
  });

  it('shows the landing page with its sign-in button, and "Vào ứng dụng" once signed in', async () => {
    const page = await freshPage();
    await page.goto(suite.server.url);
    await page.getByRole('button', { name: 'Đăng nhập bằng Google' }).waitFor();
    await signIn(page, suite.server, 'member@beli.local');
    await page.goto(suite.server.url);
    await page.getByRole('link', { name: 'Vào ứng dụng' }).click();
    await page.waitForURL(`${suite.server.url}/app`);
  });

  it('fits a 375 px screen without sideways scrolling, with no untranslated key', async () => {
    const page = await freshPage();
    const missing: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Missing translation')) missing.push(message.text());
    });
    await page.setViewportSize({ width: 375, height: 740 });
    await signIn(page, suite.server, 'admin@beli.local');
    const paths = ['/app', '/app/admin', '/app/admin/dashboard', '/app/tutorial', '/app/admin/x'];
    for (const path of paths) {
      await page.goto(`${suite.server.url}${path}`);
      await page.locator('nav, h1').first().waitFor();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect({ path, overflow }).toEqual({ path, overflow: 0 });
    }
    await page.getByRole('button', { name: 'Tài khoản' }).click();
    await page.getByRole('menuitem', { name: 'Hồ sơ cá nhân' }).click();
    await page.waitForURL(`${suite.server.url}/app/profile/me`);
    await page.getByRole('menuitem', { name: 'Đăng xuất' }).waitFor({ state: 'detached' });
    expect(missing).toEqual([]);
  });
});
