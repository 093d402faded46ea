import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { storedToken } from './support/browser';
import { serverAndBrowserForFile } from './support/suite';

const suite = serverAndBrowserForFile();

const SAVE = /^(save|lưu)$/i;

describe('the Aov catalogue in Chromium', () => {
  it('creates a hero with a picture, finds it, edits it at edit/{id}, then imports and approves a file in temp', async () => {
    const page = await suite.signedInPage('admin@beli.local', {
      viewport: { width: 1280, height: 900 },
    });

    await page.goto(`${suite.server.url}/app/admin/aov/heroes/create`);
    await page.getByLabel('Tên tướng').fill('Tướng Thử Nghiệm');
    const png = await sharp({
      create: { width: 300, height: 300, channels: 3, background: '#884422' },
    })
      .png()
      .toBuffer();
    await page
      .locator('input[name="avatar-file"]')
      .setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('button', { name: 'Đổi ảnh' }).waitFor();
    await page.getByRole('button', { name: SAVE }).click();
    await page.waitForURL(/\/app\/admin\/aov\/heroes\/edit\/\d+$/);
    const id = page.url().split('/').pop();

    await page.goto(`${suite.server.url}/app/admin/aov/heroes`);
    await page.locator('input[name="q"]').fill('thử nghiệm');
    const row = page.locator('tr', { hasText: 'Tướng Thử Nghiệm' });
    await row.waitFor();
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    expect(await row.locator('img').getAttribute('src')).toMatch(
      /^\/api\/uploads\/[0-9a-f-]+\/thumb\.webp$/,
    );
    await row.getByText('Tướng Thử Nghiệm').click();
    await page.waitForURL(`${suite.server.url}/app/admin/aov/heroes/edit/${id}`);
    await page.getByLabel('Danh hiệu').fill('Người thử');
    await page.getByRole('button', { name: SAVE }).click();
    await page.waitForURL(/\/app\/admin\/aov\/heroes(\?.*)?$/);
    await page.locator('tr', { hasText: 'Người thử' }).waitFor();

    await page.goto(`${suite.server.url}/app/admin/aov/heroes/temp`);
    const csv =
      'slug,name,title,tags\ntuong-nhap,Tướng Nhập,Từ tệp,xa-thu\nvalhein,Valhein,Thợ săn mới,xa-thu\n';
    await page
      .locator('input[name="staging-file"]')
      .setInputFiles({ name: 'heroes.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect.poll(() => page.getByTestId('staged-row').count()).toBe(2);
    await page.getByText('Hiện tại: Thợ săn quỷ').waitFor();
    await page.getByLabel('Chọn tất cả').check();
    await page.getByRole('button', { name: 'Duyệt 2 dòng đã chọn' }).click();
    await page
      .getByText('Đã duyệt: 1 thêm mới, 1 cập nhật, 0 không đổi, 0 bỏ qua vì lỗi')
      .waitFor();

    const token = await storedToken(page);
    const found = await fetch(
      `${suite.server.url}/api/heroes?filter=${encodeURIComponent('{"q":"tuong-nhap"}')}`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    expect((await found.json()).map((h: { title: string }) => h.title)).toEqual(['Từ tệp']);
  });

  it('keeps what is typed on a new tag’s edit page the moment it opens (a CPU eight times slower)', async () => {
    const page = await suite.signedInPage('admin@beli.local', {
      viewport: { width: 1280, height: 900 },
    });
    await page.goto(`${suite.server.url}/app/admin/aov/tags/create`);
    await page.getByLabel('Tên thẻ').fill('Thẻ Sửa Ngay');
    // A slow laptop: the edit page takes a while to draw once the address has changed.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
    await page.getByRole('button', { name: SAVE }).click();
    await page.waitForURL(/\/app\/admin\/aov\/tags\/edit\/\d+$/);
    await page.getByLabel('Mô tả').fill('Sửa lỗi chính tả');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const id = page.url().split('/').pop();

    await page.getByRole('button', { name: 'Xóa' }).waitFor();
    expect(await page.getByLabel('Mô tả').inputValue()).toBe('Sửa lỗi chính tả');
    await page.getByRole('button', { name: SAVE }).click();
    await page.waitForURL(/\/app\/admin\/aov\/tags(\?.*)?$/);
    await page.locator('tr', { hasText: 'Thẻ Sửa Ngay' }).getByText('Sửa lỗi chính tả').waitFor();
    const saved = await fetch(`${suite.server.url}/api/tags/${id}`, {
      headers: { authorization: `Bearer ${await storedToken(page)}` },
    });
    expect(((await saved.json()) as { description: string }).description).toBe('Sửa lỗi chính tả');
  });

  it('filters the skins by a hero picked from the filter menu, each row naming its label', async () => {
    const page = await suite.signedInPage('admin@beli.local', {
      viewport: { width: 1280, height: 900 },
    });
    const headers = { authorization: `Bearer ${await storedToken(page)}` };
    const [skin] = (await (
      await fetch(`${suite.server.url}/api/skins?range=[0,0]`, { headers })
    ).json()) as { heroId: number }[];
    const hero = (await (
      await fetch(`${suite.server.url}/api/heroes/${skin!.heroId}`, { headers })
    ).json()) as { id: number; name: string };
    await page.goto(`${suite.server.url}/app/admin/aov/skins`);
    await page.getByRole('button', { name: 'Thêm bộ lọc' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Tướng', exact: true }).click();
    await page.getByRole('combobox', { name: 'Tướng', exact: true }).fill(hero.name.slice(0, 3));
    await page.getByRole('option', { name: hero.name, exact: true }).click();
    await page.waitForURL(
      (url) => url.searchParams.get('filter')?.includes(`"heroId":${hero.id}`) ?? false,
    );
    await expect
      .poll(async () => {
        const heroCells = await page.locator('tbody tr td.column-heroId').allInnerTexts();
        return heroCells.length > 0 && heroCells.every((name) => name === hero.name);
      })
      .toBe(true);
    const filter = encodeURIComponent(JSON.stringify({ heroId: hero.id }));
    const sort = encodeURIComponent(JSON.stringify(['name', 'ASC']));
    const skins = (await (
      await fetch(`${suite.server.url}/api/skins?filter=${filter}&sort=${sort}`, { headers })
    ).json()) as { labelId: number }[];
    const labels = (await (
      await fetch(`${suite.server.url}/api/labels?range=[0,99]`, { headers })
    ).json()) as { id: number; name: string }[];
    const labelName = new Map(labels.map((label) => [label.id, label.name]));
    await expect
      .poll(() => page.locator('tbody tr td.column-labelId').allInnerTexts())
      .toEqual(skins.map((skin) => labelName.get(skin.labelId)));
  });
});
