import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bankEvents } from '../../server/db/schema';
import { sepayTime } from '../../server/modules/payments/sepayApi';
import { fakeSepayForFile, SEPAY_TOKEN } from '../server/payments/fakeSepay';
import { DEMO_ACCOUNT } from '../server/payments/support';
import { serverAndBrowserForFile } from './support/suite';

const sepay = fakeSepayForFile();
// Filled in by the fake's beforeAll, which runs before the server's.
const env: Record<string, string> = { SEPAY_API_TOKEN: SEPAY_TOKEN };
const suite = serverAndBrowserForFile(env);
Object.defineProperty(env, 'SEPAY_API_URL', { enumerable: true, get: () => sepay.url });

describe('the bank reconciliation screen in Chromium', () => {
  it('shows a transfer the webhook missed and takes it in once', async () => {
    sepay.transactions.push({
      id: '880001',
      bank_brand_name: 'MBBank',
      account_number: DEMO_ACCOUNT,
      transaction_date: sepayTime(new Date(Date.now() - 30 * 60_000)),
      amount_out: '0.00',
      amount_in: '150000.00',
      accumulated: '1000000.00',
      transaction_content: 'CK khong ro noi dung',
      reference_number: 'FT880001',
      code: null,
      sub_account: null,
      bank_account_id: '19',
    });
    const admin = await suite.signedInPage('admin@beli.local');
    await admin.goto(`${suite.server.url}/app/admin`);
    await admin.getByText('Đối soát ngân hàng').first().click();
    await admin.waitForURL(`${suite.server.url}/app/admin/payment/reconciliation`);
    const missing = admin.getByTestId('missing-in-portal');
    await expect.poll(() => missing.textContent()).toContain('880001');
    expect(await missing.textContent()).toContain('150.000 đ');
    expect(await admin.getByRole('heading', { name: 'Đối soát ngân hàng' }).count()).toBe(1);
    expect(await admin.getByTestId('reconciliation-summary').textContent()).toBe(
      'Ngân hàng: 1 giao dịch · BELI: 0 báo có trong khoảng này',
    );

    await admin.getByRole('button', { name: 'Nhận các giao dịch còn thiếu' }).click();
    await expect
      .poll(() => admin.getByTestId('reconciliation-summary').textContent())
      .toBe('Ngân hàng: 1 giao dịch · BELI: 1 báo có trong khoảng này');
    expect(await admin.getByTestId('missing-in-portal').count()).toBe(0);
    const [taken] = await suite.server.db
      .select({ n: count() })
      .from(bankEvents)
      .where(eq(bankEvents.providerId, '880001'));
    expect(taken!.n).toBe(1);
  });
});
