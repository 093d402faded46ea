import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiAsPage } from './support/browser';
import { serverAndBrowserForFile } from './support/suite';

const AN = 'an.admin@beli.local';
const BINH = 'binh.admin@beli.local';
const suite = serverAndBrowserForFile({ ADMIN_EMAILS: `${AN},${BINH}` });

const SAVE = /^(save|lưu)$/i;

/** A call to the API as the page's user; answers its JSON. */
const api = <T = Record<string, unknown>>(page: Page, path: string, init?: RequestInit) =>
  apiAsPage<T>(suite.server, page, path, init);

async function expandConfigRow(page: Page, key: string) {
  await page.goto(`${suite.server.url}/app/admin/config`);
  await page.getByText(key, { exact: true }).click();
  const value = page.getByLabel('Giá trị (JSON)');
  await expect.poll(() => value.inputValue()).toBe('"một"');
  return value;
}

async function openEdit(page: Page, tagId: number, name: string) {
  await page.goto(`${suite.server.url}/app/admin/aov/tags/edit/${tagId}`);
  await expect.poll(() => page.getByLabel('Tên thẻ').inputValue()).toBe(name);
}

describe('two admins editing one tag in two browser contexts', () => {
  it("refuses the second save, shows in Vietnamese what the first changed, and saves after reloading the first's values with what the second typed kept", async () => {
    const viewport = { width: 1280, height: 900 };
    const [an, binh] = await Promise.all([
      suite.signedInPage(AN, { viewport }),
      suite.signedInPage(BINH, { viewport }),
    ]);
    const tag = await api<{ id: number }>(an, '/tags', {
      method: 'POST',
      body: JSON.stringify({ slug: 'the-hai-nguoi', name: 'Thẻ hai người', color: '#336699' }),
    });
    await openEdit(an, tag.id, 'Thẻ hai người');
    await openEdit(binh, tag.id, 'Thẻ hai người');

    await an.getByLabel('Tên thẻ').fill('Thẻ của An');
    await an.getByRole('button', { name: SAVE }).click();
    await an.waitForURL(/\/app\/admin\/aov\/tags(\?.*)?$/);

    await binh.getByLabel('Mô tả').fill('Mô tả của Bình');
    await binh.getByRole('button', { name: SAVE }).click();
    await binh.getByText(/^Bản ghi đã được người khác sửa trong lúc bạn đang sửa/).waitFor();
    const notice = binh.getByRole('alert').filter({ hasText: 'Người khác vừa sửa bản ghi này' });
    await notice.waitFor();
    const changes = notice.getByRole('list', {
      name: 'Họ đã đổi các trường sau (giá trị hiện tại):',
    });
    expect(await changes.getByRole('listitem').allInnerTexts()).toEqual(['Tên thẻ: Thẻ của An']);
    expect(binh.url()).toBe(`${suite.server.url}/app/admin/aov/tags/edit/${tag.id}`);
    expect(await api(binh, `/tags/${tag.id}`)).toMatchObject({
      name: 'Thẻ của An',
      description: '',
    });

    await notice.getByRole('button', { name: 'Tải lại giá trị mới' }).click();
    await expect.poll(() => binh.getByLabel('Tên thẻ').inputValue()).toBe('Thẻ của An');
    await notice.waitFor({ state: 'detached' });
    expect(await binh.getByLabel('Mô tả').inputValue()).toBe('Mô tả của Bình');
    await binh.getByText('Đã tải giá trị mới. Giữ những gì bạn đã gõ ở: Mô tả.').waitFor();
    await binh.getByRole('button', { name: SAVE }).click();
    await binh.waitForURL(/\/app\/admin\/aov\/tags(\?.*)?$/);
    expect(await api(binh, `/tags/${tag.id}`)).toMatchObject({
      name: 'Thẻ của An',
      description: 'Mô tả của Bình',
      color: '#336699',
    });
  });

  it('refuses a stale inline edit of a config value and shows the value saved meanwhile, which replaces the typed one on reload', async () => {
    const [an, binh] = await Promise.all([suite.signedInPage(AN), suite.signedInPage(BINH)]);
    const key = 'E2E_EDIT_CONFLICT';
    await api(an, `/config/private/${key}`, {
      method: 'POST',
      body: JSON.stringify({ value: 'một' }),
    });
    const anValue = await expandConfigRow(an, key);
    const binhValue = await expandConfigRow(binh, key);

    await anValue.fill('"hai"');
    await an.getByRole('button', { name: SAVE }).click();
    await an.getByText(`Đã lưu ${key}`).waitFor();

    await binhValue.fill('"ba"');
    await binh.getByRole('button', { name: SAVE }).click();
    const notice = binh.getByRole('alert').filter({ hasText: 'Người khác vừa sửa bản ghi này' });
    await notice.waitFor();
    expect(await notice.getByRole('listitem').allInnerTexts()).toEqual(['Giá trị: hai']);
    expect(
      (await api<{ data: { value: string } }>(binh, `/config/private/${key}`)).data.value,
    ).toBe('hai');

    await notice.getByRole('button', { name: 'Tải lại giá trị mới' }).click();
    await expect.poll(() => binhValue.inputValue()).toBe('"hai"');
    await binh.getByText('Thay bằng giá trị mới ở: Giá trị (cả hai người cùng sửa).').waitFor();
  });
});
