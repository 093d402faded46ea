import { randomUUID } from 'node:crypto';
import type { BrowserContextOptions, Page, Route } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PHONE } from './support/phone';
import { pageApi } from './support/pageApi';
import { serverAndBrowserForFile } from './support/suite';

const suite = serverAndBrowserForFile();

const api = <T>(page: Page, path: string, body?: object) =>
  pageApi<T>(suite.server.url, page, path, body);

/**
 * A slow network for the page's picture uploads: each waits in the browser until the test lets
 * it through, then reaches the real server. The page sends its pictures one after the other.
 */
async function slowUploads(page: Page) {
  const waiting: Route[] = [];
  await page.route('**/api/uploads', (route) => void waiting.push(route));
  return async function letThrough(count: number) {
    for (let i = 0; i < count; i++) {
      await expect.poll(() => waiting.length).toBe(1);
      await waiting.shift()!.continue();
    }
  };
}

const pictures = async (count: number) => {
  const png = await sharp({ create: { width: 80, height: 60, channels: 3, background: '#2266aa' } })
    .png()
    .toBuffer();
  return Array.from({ length: count }, (_, i) => ({
    name: `anh-${i + 1}.png`,
    mimeType: 'image/png',
    buffer: png,
  }));
};

const screens: [string, BrowserContextOptions][] = [
  ['a desktop', { viewport: { width: 1280, height: 800 } }],
  ['a phone', PHONE],
];

describe('a ghep-anh-2 task waits for its pictures, in Chromium', () => {
  it.each(screens)(
    'on %s, "Tạo tác vụ" waits, saying why, until all 7 pictures are uploaded, and the task has all 7',
    async (_, screen) => {
      const { server } = suite;
      const member = await suite.signedInPage(`tai.anh.${randomUUID()}@beli.local`, screen);
      const admin = await suite.signedInPage('admin@beli.local');
      const { walletId } = await api<{ walletId: number }>(member, '/users/me');
      await api(admin, `/wallets/${walletId}/adjust`, {
        direction: 'credit',
        amount: 100,
        reason: 'Thử tải ảnh lên',
      });
      const letThrough = await slowUploads(member);

      await member.goto(`${server.url}/app/tool`);
      await member.getByRole('heading', { name: 'Ghép ảnh nâng cao', exact: true }).click();
      await member.getByRole('link', { name: 'Tạo tác vụ mới' }).click();
      await member.getByTestId('upload-input').setInputFiles(await pictures(7));
      await letThrough(4);
      await expect
        .poll(() => member.getByTestId('selection-count').textContent())
        .toBe('Đã chọn 4 ảnh');

      const submit = member.getByRole('button', { name: 'Tạo tác vụ' });
      expect(await submit.isDisabled()).toBe(true);
      await member.getByText('Đang tải ảnh lên (4/7)…').waitFor();

      await letThrough(3);
      await expect
        .poll(() => member.getByTestId('selection-count').textContent())
        .toBe('Đã chọn 7 ảnh');
      await expect.poll(() => submit.isEnabled()).toBe(true);
      expect(await member.getByText(/^Đang tải ảnh lên/).count()).toBe(0);

      await submit.click();
      await member.waitForURL(/\/app\/tool\/ghep-anh-2\/\d+\/\d+$/);
      const taskId = member.url().split('/').at(-1);
      const task = await api<{ tileCount: number }>(member, `/tasks/${taskId}`);
      expect(task.tileCount).toBe(7);
    },
  );

  it('the free preview waits the same way, so it never shows fewer pictures than chosen', async () => {
    const member = await suite.signedInPage(`xem.truoc.${randomUUID()}@beli.local`);
    const letThrough = await slowUploads(member);
    await member.goto(`${suite.server.url}/app/tool`);
    await member.getByRole('heading', { name: 'Ghép ảnh nâng cao', exact: true }).click();
    await member.getByRole('link', { name: 'Tạo tác vụ mới' }).click();
    await member.getByRole('link', { name: 'Xem trước miễn phí' }).click();
    // The create page has an upload input too: the files go to the preview page's, once it shows.
    await member.waitForURL(/\/test$/);
    const preview = member.getByRole('button', { name: 'Xem trước' });
    await preview.waitFor();
    await member.getByTestId('upload-input').setInputFiles(await pictures(2));
    await letThrough(1);

    await member.getByText('Đang tải ảnh lên (1/2)…').waitFor();
    expect(await preview.isDisabled()).toBe(true);
    await letThrough(1);
    await expect.poll(() => preview.isEnabled()).toBe(true);
    await preview.click();
    await member.getByRole('img', { name: 'Xem trước' }).waitFor();
  });
});
