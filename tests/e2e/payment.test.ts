import { beforeAll, describe, expect, it } from 'vitest';
import { formatBeli } from '../../common/beli';
import { sepayEvent, sendSepayWebhook } from '../support/sepayWebhook';
import { bearer, signInWithDevLogin } from '../support/testApp';
import { balanceOf } from './support/server';
import { serverAndBrowserForFile } from './support/suite';

const WEBHOOK_KEY = 'e2e-webhook-key-0123456789';

const suite = serverAndBrowserForFile({ PAYMENT_WEBHOOK_KEY: WEBHOOK_KEY });
beforeAll(async () => {
  const { app } = suite.server;
  const admin = bearer(await signInWithDevLogin(app, 'admin@beli.local'));
  for (const [key, value] of [
    ['PROMOTION_TIME_EXPIRED', Date.now() + 3_600_000],
    ['PROMOTION_MULTI', 1.2],
  ] as const) {
    const response = await app.inject({
      method: 'POST',
      url: `/api/config/public/${key}`,
      headers: admin,
      payload: { value },
    });
    if (response.statusCode !== 200) throw new Error(response.body);
  }
});

describe('topping up by VietQR, in Chromium at 375 px', () => {
  it('turns to success by itself when the bank reports the transfer; the profile shows credit plus bonus', async () => {
    const { server } = suite;
    const had = await balanceOf(server, 'member@beli.local');
    const page = await suite.signedInPage('member@beli.local', {
      viewport: { width: 375, height: 812 },
    });
    await page.goto(`${server.url}/app/payment`);

    await page.getByRole('button', { name: '100.000 đ' }).click();
    await expect.poll(() => page.getByTestId('beli-preview').textContent()).toBe('100 BELI');
    expect(await page.getByTestId('bonus-preview').textContent()).toContain('tặng thêm 20 BELI');
    await page.getByRole('button', { name: 'Tạo mã thanh toán' }).click();

    const memo = page.getByTestId('pay-memo');
    await memo.waitFor();
    const memoCode = (await memo.textContent())!;
    expect(memoCode).toMatch(/^BELI[A-Z2-9]{8}$/);
    expect(await page.getByTestId('pay-amount').textContent()).toBe('100.000 đ');
    const qr = page.getByAltText(`Mã VietQR chuyển 100.000 đ với nội dung ${memoCode}`);
    await qr.waitFor();
    expect(await qr.getAttribute('data-payload')).toContain(`0812${memoCode}6304`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );

    const webhook = await sendSepayWebhook(
      server.url,
      WEBHOOK_KEY,
      sepayEvent({
        content: `MBVCB.4242.${memoCode}.CT tu 0123 THANH VIEN DEMO`,
        accumulated: 100_000,
        referenceCode: 'FT26121004242',
      }),
    );
    expect(webhook.status).toBe(200);

    const success = page.getByTestId('payment-success');
    await success.waitFor({ timeout: 15_000 });
    expect(await success.textContent()).toBe('Nạp tiền thành công!');
    await expect
      .poll(() => page.getByTestId('new-balance').textContent())
      .toBe(`Số dư mới: ${formatBeli(had + 120)}`);

    await page.goto(`${server.url}/app/profile/me`);
    // 100 BELI bought plus the 20 BELI promotion bonus.
    await expect.poll(() => page.getByTestId('balance').textContent()).toBe(formatBeli(had + 120));
  });
});
