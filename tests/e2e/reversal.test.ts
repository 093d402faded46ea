import { describe, expect, it } from 'vitest';
import { formatBeli } from '../../common/beli';
import {
  postTransaction,
  SYSTEM_WALLETS,
  systemWalletId,
  userWalletId,
} from '../../server/modules/wallets/ledger';
import { balanceOf, userIdOf } from './support/server';
import { serverAndBrowserForFile } from './support/suite';

const suite = serverAndBrowserForFile();

describe('reversing a transaction in Chromium', () => {
  it('the admin reverses an adjustment once; both transactions show their link', async () => {
    const db = suite.server.db;
    const memberWallet = await userWalletId(db, await userIdOf(suite.server, 'member@beli.local'));
    const had = await balanceOf(suite.server, 'member@beli.local');
    const { transaction } = await postTransaction(db, {
      type: 'adjustment',
      fromWalletId: await systemWalletId(db, SYSTEM_WALLETS.treasury),
      toWalletId: memberWallet,
      amount: 75,
      memo: 'Cộng nhầm',
      initiatorId: null,
      idempotencyKey: 'e2e-reversal',
    });

    const admin = await suite.signedInPage('admin@beli.local');
    await admin.goto(`${suite.server.url}/app/transaction/${transaction.id}`);
    const reverse = admin.getByRole('button', { name: 'Hoàn giao dịch' });
    await reverse.waitFor();
    // The page's title is its one heading (the layout's), not said twice.
    const heading = admin.getByRole('heading', { name: `Giao dịch #${transaction.id}` });
    expect(await heading.count()).toBe(1);
    await reverse.click();
    const dialog = admin.getByRole('dialog');
    expect(await dialog.textContent()).toContain(`Chuyển lại ${formatBeli(75)}`);
    await dialog.getByLabel('Lý do (không bắt buộc)').fill('Cộng nhầm người');
    await dialog.getByRole('button', { name: 'Xác nhận hoàn' }).click();

    const table = admin.getByTestId('transaction');
    await expect.poll(() => table.textContent()).toContain('Đã được hoàn bởi#');
    await expect.poll(() => admin.getByRole('button', { name: 'Hoàn giao dịch' }).count()).toBe(0);
    expect(await balanceOf(suite.server, 'member@beli.local')).toBe(had);

    await table.getByRole('link', { name: /^#\d+$/ }).click();
    await expect.poll(() => table.textContent()).toContain(`Hoàn cho giao dịch#${transaction.id}`);
    expect(await table.textContent()).toContain('Cộng nhầm người');
    expect(await table.textContent()).toContain('Hoàn giao dịch');
  });
});
