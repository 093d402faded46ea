import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { formatBeli } from '../../common/beli';
import { storedToken } from './support/browser';
import { balanceOf, userIdOf } from './support/server';
import { serverAndBrowserForFile } from './support/suite';

const suite = serverAndBrowserForFile();

/** A signed-in page, as narrow as a phone: the tool pages must work at 375 px. */
const pageFor = (email: string) =>
  suite.signedInPage(email, { viewport: { width: 375, height: 812 } });

async function api<T>(page: Page, path: string): Promise<T> {
  const response = await fetch(`${suite.server.url}/api${path}`, {
    headers: { authorization: `Bearer ${await storedToken(page)}` },
  });
  return ((await response.json()) as { data: T }).data;
}

const balanceText = (page: Page) => page.getByTestId('balance').textContent();

async function pickSkins(page: Page, count: number) {
  const add = page.getByRole('button', { name: /^Chọn / });
  await add.first().waitFor();
  for (let i = 0; i < count; i++) await add.first().click();
  await expect
    .poll(() => page.getByTestId('selection-count').textContent())
    .toBe(`Đã chọn ${count} ảnh`);
}

describe('the picture tools, in Chromium', () => {
  it('the member runs ghep-anh and a ghep-anh-2 task, paying for each, and exports the result', async () => {
    const { server } = suite;
    const memberId = await userIdOf(server, 'member@beli.local');
    const had = await balanceOf(server, 'member@beli.local');
    const admin = await pageFor('admin@beli.local');
    await admin.goto(`${server.url}/app/admin/user/${memberId}/wallet`);
    await admin.getByLabel('Số tiền (BELI)').fill('100');
    await admin.getByLabel('Lý do').fill('Thử công cụ ghép ảnh');
    await admin.getByRole('button', { name: 'Thực hiện' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Xác nhận' }).click();
    await expect.poll(() => admin.getByTestId('balance').textContent()).toBe(formatBeli(had + 100));

    const member = await pageFor('member@beli.local');
    for (const bare of ['ghep-anh', 'ghep-anh-2']) {
      await member.goto(`${server.url}/app/tool/${bare}`);
      await member.waitForURL(`${server.url}/app/tool`);
    }
    await member.getByRole('heading', { name: 'Ghép ảnh', exact: true }).click();
    await member.getByRole('link', { name: 'Tạo ảnh mới' }).click();
    await member.waitForURL(/\/app\/tool\/ghep-anh\/\d+\/create$/);
    await expect.poll(() => balanceText(member)).toBe(`Số dư: ${formatBeli(had + 100)}`);
    await pickSkins(member, 3);
    await member.getByRole('button', { name: 'Tạo ảnh' }).click();
    await member.getByRole('img', { name: 'Kết quả' }).waitFor();
    await expect.poll(() => balanceText(member)).toBe(`Số dư: ${formatBeli(had + 90)}`);

    await member.goto(`${server.url}/app/tool`);
    await member.getByRole('heading', { name: 'Ghép ảnh nâng cao', exact: true }).click();
    await member.getByRole('link', { name: 'Tạo tác vụ mới' }).click();
    await pickSkins(member, 4);
    await member.getByTestId('upload-input').setInputFiles({
      name: 'anh-cua-toi.png',
      mimeType: 'image/png',
      buffer: await sharp({
        create: { width: 200, height: 150, channels: 3, background: '#22aa66' },
      })
        .png()
        .toBuffer(),
    });
    await expect
      .poll(() => member.getByTestId('selection-count').textContent())
      .toBe('Đã chọn 5 ảnh');
    await member.getByRole('button', { name: 'Tạo tác vụ' }).click();
    await member.waitForURL(/\/app\/tool\/ghep-anh-2\/\d+\/\d+$/);
    const taskListUrl = member.url().replace(/\/\d+$/, '');
    await expect
      .poll(() => member.getByTestId('task-status').textContent(), { timeout: 30_000 })
      .toBe('Hoàn tất');
    await member.getByRole('img', { name: 'Kết quả' }).waitFor();
    const me = await api<{ balance: number }>(member, '/users/me');
    expect(me.balance).toBe(had + 70);
    const taskId = member.url().split('/').at(-1);
    const task = await api<{ tileCount: number }>(member, `/tasks/${taskId}`);
    expect(task.tileCount).toBe(5);

    const [exportPage] = await Promise.all([
      member.context().waitForEvent('page'),
      member.getByRole('link', { name: 'Xuất ảnh' }).click(),
    ]);
    await exportPage.waitForURL(/\/fullscreen\/export\?task=\d+$/);
    await exportPage.getByRole('img').waitFor();
    await expect.poll(() => exportPage.getByRole('link', { name: 'Tải xuống' }).count()).toBe(1);
    await expect.poll(() => exportPage.getByRole('button', { name: 'In' }).count()).toBe(1);
    const size = await exportPage
      .getByRole('img')
      .evaluate((img: HTMLImageElement) => img.naturalWidth);
    expect(size).toBeGreaterThan(100);

    // The list of tasks, wider than a phone, scrolls inside itself: the page does not.
    await member.goto(taskListUrl);
    await member.getByTestId('task-row').waitFor();
    const sideways = await member.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(sideways).toBe(0);
  });
});
