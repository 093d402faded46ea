import type { Page } from 'playwright-core';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatBeli } from '../../common/beli';
import { transactions } from '../../server/db/schema';
import { balanceOf, userIdOf } from './support/server';
import { serverAndBrowserForFile } from './support/suite';

const suite = serverAndBrowserForFile();

const pageFor = (email: string) =>
  suite.signedInPage(email, { viewport: { width: 375, height: 812 } });

const balanceShown = (page: Page) => page.getByTestId('balance').textContent();

describe('BELI in Chromium', () => {
  it('the admin credits the member, who transfers through the confirmation and sees the transaction', async () => {
    const memberId = await userIdOf(suite.server, 'member@beli.local');
    const had = await balanceOf(suite.server, 'member@beli.local');
    const adminHad = await balanceOf(suite.server, 'admin@beli.local');
    const admin = await pageFor('admin@beli.local');
    await admin.goto(`${suite.server.url}/app/admin/user/${memberId}/wallet`);
    await expect.poll(() => balanceShown(admin)).toBe(formatBeli(had));
    await admin.getByLabel('Số tiền (BELI)').fill('500');
    await admin.getByLabel('Lý do').fill('Thưởng chào mừng');
    await admin.getByRole('button', { name: 'Thực hiện' }).click();
    const asked = admin.getByRole('dialog');
    expect(await asked.textContent()).toContain(
      'Cộng 500 BELI vào ví của member@beli.local (lấy từ TREASURY)?',
    );
    expect(await balanceShown(admin)).toBe(formatBeli(had));
    await asked.getByRole('button', { name: 'Xác nhận' }).click();
    await expect.poll(() => balanceShown(admin)).toBe(formatBeli(had + 500));

    const page = await pageFor('member@beli.local');
    await page.goto(`${suite.server.url}/app/profile/me`);
    await expect.poll(() => balanceShown(page)).toBe(formatBeli(had + 500));
    await page.getByRole('link', { name: 'Chuyển tiền' }).click();
    await page.waitForURL(`${suite.server.url}/app/profile/me/transfer`);
    await page.getByLabel('E-mail người nhận').fill('admin@beli.local');
    await page.getByLabel('Số tiền (BELI)').fill('120');
    await page.getByLabel('Ghi chú').fill('Trả tiền cơm');
    await page.getByRole('button', { name: 'Tiếp tục' }).click();
    const dialog = page.getByRole('dialog');
    await expect
      .poll(() => dialog.getByTestId('Số dư sau khi chuyển').textContent())
      .toBe(formatBeli(had + 380));
    await dialog.getByRole('button', { name: 'Xác nhận chuyển' }).click();

    await page.waitForURL(/\/app\/transaction\/\d+$/);
    const details = page.getByTestId('transaction');
    await expect.poll(() => details.textContent()).toContain('120 BELI');
    expect(await details.textContent()).toContain('Trả tiền cơm');

    await page.goto(`${suite.server.url}/app/profile/me`);
    await expect.poll(() => balanceShown(page)).toBe(formatBeli(had + 380));
    await expect.poll(() => page.getByTestId('entries').textContent()).toContain('-120 BELI');
    await admin.goto(`${suite.server.url}/app/profile/me`);
    await expect.poll(() => balanceShown(admin)).toBe(formatBeli(adminHad + 120));
  });

  it('shows the system wallets and runs the reconciliation from their page', async () => {
    const admin = await pageFor('admin@beli.local');
    await admin.goto(`${suite.server.url}/app/admin/wallet-system`);
    await expect.poll(() => admin.getByText('TREASURY').count()).toBeGreaterThan(0);
    await admin.getByRole('button', { name: 'Chạy đối soát' }).click();
    // Every transaction the file's tests made so far, in whatever order they ran.
    const [moved] = await suite.server.db.select({ n: count() }).from(transactions);
    await expect
      .poll(() => admin.getByTestId('ledger-check').textContent())
      .toMatch(
        new RegExp(
          `^Sổ cái khớp: \\d+ ví, ${moved!.n} giao dịch, \\d+ khoản giữ \\(0 đang giữ\\), tổng số dư 0 BELI\\.$`,
        ),
      );
  });

  it("does not show another user's profile to a member", async () => {
    const adminId = await userIdOf(suite.server, 'admin@beli.local');
    const page = await pageFor('member@beli.local');
    await page.goto(`${suite.server.url}/app/profile/${adminId}`);
    await expect
      .poll(() => page.getByRole('alert').first().textContent())
      .toBe('Bạn chỉ xem được hồ sơ của chính mình.');
  });

  it('asks before a treasury transfer, naming amount and recipient; cancelling moves nothing', async () => {
    const admin = await pageFor('admin@beli.local');
    await admin.goto(`${suite.server.url}/app/admin/wallet-system`);
    await admin.getByText('TREASURY', { exact: true }).click();
    await admin.waitForURL(
      /\/app\/admin\/wallet-system\/edit\/\d+$|\/app\/admin\/wallet-system\/\d+$/,
    );
    await expect.poll(() => balanceShown(admin)).toMatch(/BELI$/);
    const before = await balanceShown(admin);
    await admin.getByLabel('hoặc đến e-mail người dùng').fill('member@beli.local');
    await admin.getByLabel('Số tiền (BELI)').fill('75');
    await admin.getByRole('button', { name: 'Chuyển từ ví này' }).click();
    const asked = admin.getByRole('dialog');
    await expect
      .poll(() => asked.textContent())
      .toContain('Chuyển 75 BELI từ Kho bạc (TREASURY) đến member@beli.local?');
    await asked.getByRole('button', { name: 'Hủy' }).click();
    await asked.waitFor({ state: 'hidden' });
    expect(await balanceShown(admin)).toBe(before);
  });
});
