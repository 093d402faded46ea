import { beforeAll, describe, expect, it } from 'vitest';
import { storedToken } from './support/browser';
import { serverAndBrowserForFile } from './support/suite';

const suite = serverAndBrowserForFile();
let adminToken: string;
beforeAll(async () => {
  const admin = await suite.signedInPage('admin@beli.local');
  adminToken = (await storedToken(admin))!;
});

/** What an admin does on the configuration screen, through the same API. */
async function setPublicConfig(key: string, value: unknown) {
  const response = await fetch(`${suite.server.url}/api/config/public/${key}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ value }),
  });
  expect(response.status).toBe(200);
}

const seconds = (text: string | null) => {
  const [h, m, s] = text!
    .match(/(\d\d):(\d\d):(\d\d)$/)!
    .slice(1)
    .map(Number);
  return h! * 3600 + m! * 60 + s!;
};

describe('the shell with public configuration, in Chromium', () => {
  it('shows the promotion banner while it runs, counting down, and drops it by itself', async () => {
    const member = await suite.signedInPage('member@beli.local');
    await setPublicConfig('PROMOTION_MULTI', 1.5);
    await setPublicConfig('PROMOTION_TIME_EXPIRED', Date.now() + 8_000);
    await member.reload();

    const banner = member.getByTestId('promotion-banner');
    await banner.waitFor();
    expect(await banner.textContent()).toContain('tặng thêm 50% BELI');
    const countdown = member.getByTestId('promotion-countdown');
    const first = seconds(await countdown.textContent());
    expect(first).toBeGreaterThan(0);
    await expect.poll(async () => seconds(await countdown.textContent())).toBeLessThan(first);

    await banner.waitFor({ state: 'detached', timeout: 15_000 });
    expect(await member.getByTestId('greeting').isVisible()).toBe(true);
  });

  it('opens SUPPORT_URL in a new tab from the home support card', async () => {
    await setPublicConfig('SUPPORT_URL', 'https://hotro.example.test/beli');
    const page = await suite.browser.newPage();
    await page.goto(`${suite.server.url}/app`);
    const link = page.getByTestId('card-support').getByRole('link');
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe('https://hotro.example.test/beli');
    expect(await link.getAttribute('target')).toBe('_blank');
  });

  it('shows the uncaught-error screen with the support e-mail when a page fails, then goes home', async () => {
    await setPublicConfig('SUPPORT_EMAIL', 'hotro@beli.test');
    const page = await suite.browser.newPage();
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    // A page whose code cannot be loaded (a deploy replaced it) fails while rendering.
    await page.route('**/assets/TutorialPage-*.js', (route) => route.abort());
    await page.goto(`${suite.server.url}/app`);
    await page.getByTestId('card-tutorial').click();

    await page.getByRole('heading', { name: 'Đã xảy ra lỗi!' }).waitFor();
    await page.getByText('Hướng dẫn báo lỗi:').waitFor();
    expect(await page.getByRole('link', { name: 'hotro@beli.test' }).getAttribute('href')).toBe(
      'mailto:hotro@beli.test',
    );
    await page.getByText('Chi tiết lỗi:').waitFor();
    expect(logged.some((line) => line.startsWith('Uncaught error:'))).toBe(true);

    await page.getByRole('button', { name: 'Quay lại trang chủ' }).click();
    await page.waitForURL(`${suite.server.url}/app`);
    await page.getByTestId('card-tutorial').waitFor();
  });
});
