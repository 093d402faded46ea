import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDataset, pictureUrls } from '../support/crawlSource/dataset';
import { modulesFetchingLoopback } from '../support/crawlSource/modules';
import { startCrawlSource, type CrawlSourceServer } from '../support/crawlSource/server';
import { serverAndBrowserForFile } from './support/suite';

const suite = serverAndBrowserForFile({}, modulesFetchingLoopback);

const SIZE = { heroes: 3, skins: 15 };
let source: CrawlSourceServer;
beforeAll(async () => {
  source = await startCrawlSource((base) => generateDataset(base, SIZE, 'tiendo'));
  // Drawn beforehand and answered slowly: the crawl lasts a few seconds whatever the machine.
  await source.drawAll();
  source.pictureDelayMs = 700;
});
afterAll(() => source?.close());

async function stagingScreen() {
  const page = await suite.signedInPage('admin@beli.local', {
    viewport: { width: 1280, height: 900 },
  });
  await page.goto(`${suite.server.url}/app/admin/aov/skins/temp`);
  return page;
}

describe('a crawl started from the staging screen in Chromium', () => {
  it('shows the pictures fetched of the total while it runs, then its outcome and the staged rows’ thumbnails', async () => {
    const page = await stagingScreen();
    await page.getByLabel('Địa chỉ bộ dữ liệu').fill(`${source.base}/heroes.json`);
    await page.getByRole('button', { name: 'Lấy dữ liệu', exact: true }).click();

    const total = pictureUrls(source.heroes).length;
    const status = page.getByTestId('crawl-status');
    const seen = new Set<string>();
    await expect
      .poll(
        async () => {
          const text = (await status.textContent().catch(() => null)) ?? '';
          seen.add(text);
          return text;
        },
        { timeout: 60_000, interval: 100 },
      )
      .toMatch(/^Lấy xong/);
    const progress = [...seen].filter((text) =>
      new RegExp(`^Đã tải \\d+/${total} ảnh$`).test(text),
    );
    expect(progress.length).toBeGreaterThanOrEqual(2);
    expect(await status.textContent()).toBe(
      `Lấy xong. Tướng: ${SIZE.heroes} mới, 0 thay đổi, 0 không đổi, 0 lỗi. ` +
        // Until their heroes are approved, the skins cannot be.
        `Trang phục: 0 mới, 0 thay đổi, 0 không đổi, ${SIZE.skins} lỗi. Ảnh lỗi: 0.`,
    );

    const row = page.getByTestId('staged-row').filter({ hasText: source.heroes[0]!.name }).first();
    const thumbnail = row.locator('img');
    await thumbnail.scrollIntoViewIfNeeded();
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  });

  it('says in Vietnamese why a crawl failed', async () => {
    const page = await stagingScreen();
    await page.getByLabel('Địa chỉ bộ dữ liệu').fill(`${source.base}/khong-co.json`);
    await page.getByRole('button', { name: 'Lấy dữ liệu', exact: true }).click();
    await page
      .getByTestId('crawl-status')
      .getByText('Lấy dữ liệu thất bại: Nguồn dữ liệu trả về mã lỗi 404')
      .waitFor();
  });
});
