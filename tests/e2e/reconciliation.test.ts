import type { Page } from 'playwright-core';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { bankEvents } from '../../server/db/schema';
import { sepayTime } from '../../server/modules/payments/sepayApi';
import { sepayEvent, sendSepayWebhook } from '../support/sepayWebhook';
import { fakeSepayForFile, fakeTransaction, SEPAY_TOKEN } from '../server/payments/fakeSepay';
import { settle, watchRequests } from './support/settle';
import { serverAndBrowserForFile } from './support/suite';

const WEBHOOK_KEY = 'e2e-webhook-key-reconciliation-0123456789';
const sepay = fakeSepayForFile();
// Filled in by the fake's beforeAll, which runs before the server's.
const env: Record<string, string> = {
  SEPAY_API_TOKEN: SEPAY_TOKEN,
  PAYMENT_WEBHOOK_KEY: WEBHOOK_KEY,
};
const suite = serverAndBrowserForFile(env);
Object.defineProperty(env, 'SEPAY_API_URL', { enumerable: true, get: () => sepay.url });

/** The summary's count of BELI's bank events in the window. */
async function portalCount(page: Page) {
  const summary = await page.getByTestId('reconciliation-summary').textContent();
  return Number(/BELI: (\d+)/.exec(summary!)![1]);
}

const TRANSFER_ID = '0b7f3c1e-8800-4001-8000-000000880001';

describe('the bank reconciliation screen in Chromium', () => {
  it('shows a transfer the webhook missed and takes it in once', async () => {
    sepay.transactions.push(
      fakeTransaction({
        id: TRANSFER_ID,
        transaction_date: sepayTime(new Date(Date.now() - 30 * 60_000)),
        amount_in: 150_000,
        transaction_content: 'CK khong ro noi dung',
      }),
    );
    const admin = await suite.signedInPage('admin@beli.local');
    await admin.goto(`${suite.server.url}/app/admin`);
    await admin.getByText('Đối soát ngân hàng').first().click();
    await admin.waitForURL(`${suite.server.url}/app/admin/payment/reconciliation`);
    const missing = admin.getByTestId('missing-in-portal');
    await expect.poll(() => missing.textContent()).toContain(TRANSFER_ID);
    expect(await missing.textContent()).toContain('150.000 đ');
    expect(await admin.getByRole('heading', { name: 'Đối soát ngân hàng' }).count()).toBe(1);
    // BELI's count holds what other tests' webhooks brought into the window.
    const summary = (portal: number) =>
      `Ngân hàng: 1 giao dịch · BELI: ${portal} báo có trong khoảng này`;
    const before = await portalCount(admin);
    expect(await admin.getByTestId('reconciliation-summary').textContent()).toBe(summary(before));

    await admin.getByRole('button', { name: 'Nhận các giao dịch còn thiếu' }).click();
    await expect
      .poll(() => admin.getByTestId('reconciliation-summary').textContent())
      .toBe(summary(before + 1));
    expect(await admin.getByTestId('missing-in-portal').count()).toBe(0);
    const [taken] = await suite.server.db
      .select({ n: count() })
      .from(bankEvents)
      .where(eq(bankEvents.providerId, TRANSFER_ID));
    expect(taken!.n).toBe(1);
  });

  it('says on the screen when the window of the bank feed could not be read whole', async () => {
    // Pages of one transfer, the second failing: whatever the first test left, page 2 is asked.
    sepay.pageSize = 1;
    sepay.failingPages.add(2);
    onTestFinished(() => {
      sepay.pageSize = 2_000;
      sepay.failingPages.clear();
      sepay.transactions.length = 0;
    });
    sepay.transactions.push(
      ...[20, 10].map((minutesAgo) =>
        fakeTransaction({
          id: `0b7f3c1e-8800-4001-8000-0000008800${minutesAgo}`,
          transaction_date: sepayTime(new Date(Date.now() - minutesAgo * 60_000)),
        }),
      ),
    );
    const admin = await suite.signedInPage('admin@beli.local');
    await admin.goto(`${suite.server.url}/app/admin/payment/reconciliation`);
    await expect
      .poll(() => admin.getByTestId('reconciliation-incomplete').textContent())
      .toBe(
        'Chưa đọc hết giao dịch ngân hàng của khoảng này: đọc được 1 trang, dừng ở trang 2 (Nguồn dữ liệu trả về mã lỗi 500). Hai danh sách dưới đây có thể chưa đủ; hãy đối soát lại sau.',
      );
  });

  it('shows a transfer the webhook brings while it is open, without a reload, comparing once', async () => {
    const admin = await suite.signedInPage('admin@beli.local');
    watchRequests(admin);
    await admin.goto(`${suite.server.url}/app/admin/payment/reconciliation`);
    await admin.getByTestId('reconciliation-summary').waitFor();
    await settle(admin);
    const before = await portalCount(admin);
    const comparisons: string[] = [];
    admin.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (request.method() === 'GET' && pathname === '/api/payments/reconciliation')
        comparisons.push(request.url());
    });
    await admin.evaluate(() => Object.assign(window, { openedOnce: true }));
    const content = 'CK khong ro noi dung 8802';
    expect(await admin.getByText(content).count()).toBe(0);

    // The bank's own list does not have it yet: BELI holds a transfer the bank does not list.
    const response = await sendSepayWebhook(
      suite.server.url,
      WEBHOOK_KEY,
      sepayEvent({
        content,
        transferAmount: 88_000,
        transactionDate: sepayTime(new Date()),
        referenceCode: 'FT26121008802',
      }),
    );
    expect(response.status).toBe(200);
    const row = admin.getByTestId('missing-in-bank').locator('tr').filter({ hasText: content });
    await row.waitFor();
    expect(await row.innerText()).toContain('88.000 đ');
    expect(await portalCount(admin)).toBe(before + 1);
    expect(await admin.evaluate(() => 'openedOnce' in window)).toBe(true);
    // The webhook stores the transfer, then credits or parks it: one comparison for both.
    await settle(admin);
    expect(comparisons).toHaveLength(1);
  });
});
