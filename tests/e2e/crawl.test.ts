import { afterAll, describe, expect, it } from 'vitest';
import { generateDataset, pictureUrls } from '../support/crawlSource/dataset';
import { modulesFetchingLoopback } from '../support/crawlSource/modules';
import { startCrawlSource, type CrawlSourceServer } from '../support/crawlSource/server';
import { storedToken } from './support/browser';
import { serverAndBrowserForFile } from './support/suite';

const suite = serverAndBrowserForFile({}, modulesFetchingLoopback);

const SIZE = { heroes: 3, skins: 15 };
const sources: CrawlSourceServer[] = [];
afterAll(() => Promise.all(sources.map((s) => s.close())));

/** A source of the test's own: its pictures' URLs (its port) are new to the server's crawls. */
async function sourceFor(prefix: string) {
  const source = await startCrawlSource((base) => generateDataset(base, SIZE, prefix));
  sources.push(source);
  // Drawn beforehand and answered slowly: the crawl lasts a few seconds whatever the machine.
  await source.drawAll();
  source.pictureDelayMs = 700;
  return source;
}

const outcomeText =
  `Lấy xong. Tướng: ${SIZE.heroes} mới, 0 thay đổi, 0 không đổi, 0 lỗi. ` +
  `Trang phục: ${SIZE.skins} mới, 0 thay đổi, 0 không đổi, 0 lỗi. Ảnh lỗi: 0.`;

async function stagingScreen() {
  const page = await suite.signedInPage('admin@beli.local', {
    viewport: { width: 1280, height: 900 },
  });
  await page.goto(`${suite.server.url}/app/admin/aov/skins/temp`);
  return page;
}

describe('a crawl started from the staging screen in Chromium', () => {
  it('shows the pictures fetched of the total while it runs, then its outcome and the staged rows’ thumbnails', async () => {
    const source = await sourceFor('tiendo');
    const page = await stagingScreen();
    await page.getByLabel('Địa chỉ bộ dữ liệu').fill(`${source.base}/heroes.json`);
    await page.getByRole('button', { name: 'Lấy dữ liệu', exact: true }).click();
    // Until then the screen may show an earlier crawl's outcome.
    await page.getByText('Đã bắt đầu lấy dữ liệu').waitFor();

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
    expect(await status.textContent()).toBe(outcomeText);

    const row = page.getByTestId('staged-row').filter({ hasText: source.heroes[0]!.name }).first();
    const thumbnail = row.locator('img');
    await thumbnail.scrollIntoViewIfNeeded();
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  });

  it('crawls an uploaded heroes.json, then approves all it staged at once', async () => {
    const source = await sourceFor('taplen');
    const page = await stagingScreen();
    await page.locator('input[name="crawl-file"]').setInputFiles({
      name: 'heroes.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(source.heroes)),
    });
    await page.getByText('Đã bắt đầu lấy dữ liệu').waitFor();
    await page.getByTestId('crawl-status').getByText(outcomeText).waitFor({ timeout: 60_000 });
    const skin = source.heroes[0]!.skins[1]!;
    const row = page.getByTestId('staged-row').filter({ hasText: skin.name });
    await row.waitFor();
    expect(await row.textContent()).toContain('Mới');

    await page.getByRole('button', { name: 'Duyệt tất cả' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Duyệt tất cả' }).click();
    await page
      .getByText(
        `Đã duyệt. Tướng: ${SIZE.heroes} thêm mới, 0 cập nhật, 0 không đổi, 0 bỏ qua vì lỗi. ` +
          `Trang phục: ${SIZE.skins} thêm mới, 0 cập nhật, 0 không đổi, 0 bỏ qua vì lỗi.`,
      )
      .waitFor();
    await expect.poll(() => row.textContent()).toContain('Không đổi');
    const filter = encodeURIComponent(JSON.stringify({ q: skin.name }));
    const found = await fetch(`${suite.server.url}/api/skins?filter=${filter}`, {
      headers: { authorization: `Bearer ${await storedToken(page)}` },
    });
    expect(((await found.json()) as { name: string }[]).map((s) => s.name)).toEqual([skin.name]);
  });

  it('says in Vietnamese why a crawl cannot start, or why it failed', async () => {
    const source = await sourceFor('thatbai');
    const page = await stagingScreen();
    await page.getByLabel('Địa chỉ bộ dữ liệu').fill('ftp://nguon.example/heroes.json');
    await page.getByRole('button', { name: 'Lấy dữ liệu', exact: true }).click();
    await page.getByText('Địa chỉ nguồn phải bắt đầu bằng http:// hoặc https://').waitFor();

    await page.getByLabel('Địa chỉ bộ dữ liệu').fill(`${source.base}/khong-co.json`);
    await page.getByRole('button', { name: 'Lấy dữ liệu', exact: true }).click();
    await page
      .getByTestId('crawl-status')
      .getByText('Lấy dữ liệu thất bại: Nguồn dữ liệu trả về mã lỗi 404')
      .waitFor();
  });
});
