import type { BrowserContextOptions, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { formatBeli } from '../../common/beli';
import { foldText } from '../../common/wholeList';
import { matchKey } from '../../common/skinMatch';
import { catalogueSkins, type ShowcaseSkin } from '../../server/modules/aov/catalogueSkins';
import { headerContentOf, planShowcase } from '../../server/modules/tools/showcasePlan';
import { readText } from '../support/ocr';
import { storedToken } from './support/browser';
import { pageApi } from './support/pageApi';
import { serverAndBrowserForFile } from './support/suite';

const suite = serverAndBrowserForFile();

const api = <T>(page: Page, path: string, body?: object) =>
  pageApi<T>(suite.server.url, page, path, body);

/** A member of their own with `amount` BELI, credited by an admin. */
async function memberWith(email: string, amount: number, options?: BrowserContextOptions) {
  const member = await suite.signedInPage(email, options);
  const admin = await suite.signedInPage('admin@beli.local');
  const { walletId } = await api<{ walletId: number }>(member, '/users/me');
  await api(admin, `/wallets/${walletId}/adjust`, {
    direction: 'credit',
    amount,
    reason: 'Thử ảnh trưng bày tài khoản',
  });
  await admin.context().close();
  return member;
}

/** The showcase layout of the ghep-anh tool's create page. */
async function openShowcase(member: Page) {
  await member.goto(`${suite.server.url}/app/tool`);
  await member.getByRole('heading', { name: 'Ghép ảnh', exact: true }).click();
  await member.getByRole('link', { name: 'Tạo ảnh mới' }).click();
  await member.waitForURL(/\/app\/tool\/ghep-anh\/\d+\/create$/);
  await member.getByRole('button', { name: 'Trưng bày tài khoản' }).click();
}

async function pasteList(member: Page, lines: string[]) {
  await member.getByLabel('Danh sách trang phục của tài khoản').fill(lines.join('\n'));
  await member.getByRole('button', { name: 'Đối chiếu' }).click();
}

const solidPng = (color: string, width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();

async function pixelsOf(picture: Buffer) {
  const { data, info } = await sharp(picture).raw().toBuffer({ resolveWithObject: true });
  return (x: number, y: number) => {
    const at = (Math.round(y) * info.width + Math.round(x)) * info.channels;
    return [data[at]!, data[at + 1]!, data[at + 2]!];
  };
}
const near = (actual: number[], color: string) =>
  actual.every((v, i) => Math.abs(v - parseInt(color.slice(1 + 2 * i, 3 + 2 * i), 16)) <= 24);

/** The selection's names, in the order the cards will be composed. */
const selectionOrder = async (member: Page) =>
  (
    await member.getByRole('list', { name: 'Trang phục' }).getByRole('listitem').allTextContents()
  ).map((text) => text.replace(/^\d+/, ''));

/** The composed run's picture, as the member's export link serves it. */
async function resultPicture(member: Page): Promise<Buffer> {
  const href = await member.getByRole('link', { name: 'Xuất ảnh' }).getAttribute('href');
  const runId = new URL(href!, suite.server.url).searchParams.get('run');
  const response = await fetch(`${suite.server.url}/api/runs/${runId}/image`, {
    headers: { authorization: `Bearer ${await storedToken(member)}` },
  });
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

/** The ways a seller writes a name: as listed, shouted without accents, spaced out, by alias. */
const written = (skin: ShowcaseSkin, i: number) =>
  [
    skin.name,
    foldText(skin.name).toUpperCase(),
    `  ${skin.name.toLowerCase().split(' ').join('   ')} `,
    skin.aliases[0] ?? skin.name,
  ][i % 4]!;

describe('the account showcase, in Chromium', () => {
  it('a pasted list of 40 names is matched, its doubts resolved, quoted, composed, and the header counts it', async () => {
    const catalogue = await catalogueSkins(suite.server.db);
    // A short name several skins share: pasted alone, the member has to say which one.
    const sharedKey = (skin: ShowcaseSkin) => matchKey(skin.shortName);
    const sharedName = catalogue
      .map(sharedKey)
      .find((key, i, keys) => key && keys.indexOf(key) !== i)!;
    const sharing = catalogue.filter((s) => sharedKey(s) === sharedName);
    const others = catalogue.filter((s) => sharedKey(s) !== sharedName && s.image);
    const exact = others.slice(0, 37);
    const typo = others[37]!;
    const chosen = sharing.find((s) => s.image)!;
    const lines = [
      ...exact.slice(0, 20).map(written),
      `${typo.name}${typo.name.at(-1)}`,
      ...exact.slice(20).map((s, i) => written(s, i + 20)),
      sharing[0]!.shortName,
      'Không Có Trang Phục Này',
    ];
    expect(lines).toHaveLength(40);
    const composed = [...exact, typo, chosen];
    const heroes = new Set(composed.map((s) => s.heroId)).size;

    const member = await memberWith('trung.bay.e2e@beli.local', 500);
    await openShowcase(member);
    await pasteList(member, lines);
    const result = member.getByTestId('match-result');
    await result.getByText('Khớp 37 trang phục').waitFor();
    await result.getByText('Cần chọn (2)').waitFor();
    expect(await member.getByTestId('unknown-names').textContent()).toBe(
      'Không có trong danh mục (không ghép, không tính phí): Không Có Trang Phục Này',
    );
    await expect
      .poll(() => member.getByTestId('selection-count').textContent())
      .toBe('Đã chọn 37 ảnh');

    const pick = async (text: string, skin: ShowcaseSkin) => {
      await member.getByRole('combobox', { name: `Chọn trang phục cho "${text}"` }).click();
      await member.getByRole('option', { name: `${skin.heroName} · ${skin.name}` }).click();
    };
    // The typo is offered as the skin it comes close to, never taken without the member.
    await expect.poll(() => result.getByText('Gần giống').count()).toBe(1);
    await pick(`${typo.name}${typo.name.at(-1)}`, typo);
    await pick(sharing[0]!.shortName, chosen);
    await expect
      .poll(() => member.getByTestId('selection-count').textContent())
      .toBe('Đã chọn 39 ảnh');

    // The quote, per card, before anything is charged.
    await expect
      .poll(() => member.getByTestId('quote').textContent())
      .toBe(`Giá: 39 thẻ × ${formatBeli(10)} = ${formatBeli(390)}`);
    expect(await member.getByTestId('balance').textContent()).toBe(`Số dư: ${formatBeli(500)}`);

    await member.getByRole('button', { name: 'Tạo ảnh' }).click();
    await member.getByRole('img', { name: 'Kết quả' }).waitFor({ timeout: 30_000 });
    await expect
      .poll(() => member.getByTestId('balance').textContent())
      .toBe(`Số dư: ${formatBeli(110)}`);

    const picture = await resultPicture(member);
    const plan = planShowcase(39, { cardWidth: 200, ...headerContentOf({}) });
    const header = await readText(picture, {
      left: 0,
      top: 0,
      width: plan.width,
      height: plan.header.info,
    });
    expect(header).toContain(`Tướng ${heroes} / Trang phục 39`);
  });

  it('puts the avatar and the account’s overview screenshot the member uploads into the header', async () => {
    const catalogue = (await catalogueSkins(suite.server.db)).filter((s) => s.image);
    const skins = catalogue.slice(0, 3);
    const member = await memberWith('trung.bay.anh.e2e@beli.local', 200);
    await openShowcase(member);
    await pasteList(
      member,
      skins.map((s) => s.name),
    );
    await member.getByTestId('match-result').getByText('Khớp 3 trang phục').waitFor();
    await member.getByLabel('Ảnh đại diện', { exact: true }).setInputFiles({
      name: 'dai-dien.png',
      mimeType: 'image/png',
      buffer: await solidPng('#e53935', 300, 300),
    });
    await member.getByLabel('Ảnh tổng quan tài khoản', { exact: true }).setInputFiles({
      name: 'tong-quan.png',
      mimeType: 'image/png',
      buffer: await solidPng('#43a047', 1600, 500),
    });
    await member.getByRole('img', { name: 'Ảnh đại diện' }).waitFor();
    await member.getByRole('img', { name: 'Ảnh tổng quan tài khoản' }).waitFor();
    await expect
      .poll(() => member.getByTestId('quote').textContent())
      .toBe(`Giá: 10 thẻ × ${formatBeli(10)} = ${formatBeli(100)} (tối thiểu 10 thẻ)`);

    await member.getByRole('button', { name: 'Tạo ảnh' }).click();
    await member.getByRole('img', { name: 'Kết quả' }).waitFor({ timeout: 30_000 });
    const picture = await resultPicture(member);
    const plan = planShowcase(3, {
      cardWidth: 200,
      ...headerContentOf({ avatar: 'đại diện', overview: 'tổng quan' }),
    });
    const { overview, info, padding } = plan.header;
    const pixel = await pixelsOf(picture);
    // The overview across the whole top, the avatar at the start of the figures below it.
    for (const x of [4, plan.width / 2, plan.width - 5]) {
      expect(near(pixel(x, overview / 2), '#43a047')).toBe(true);
    }
    const avatarSide = info - 2 * padding;
    expect(
      near(pixel(padding + avatarSide / 2, overview + padding + avatarSide / 2), '#e53935'),
    ).toBe(true);
    const heroes = new Set(skins.map((s) => s.heroId)).size;
    const header = await readText(picture, {
      left: padding + avatarSide,
      top: overview,
      width: plan.width - padding - avatarSide,
      height: info,
    });
    expect(header).toContain(`Tướng ${heroes} / Trang phục 3`);
  });

  it('the member reorders the cards by dragging, by keyboard and by touch, and the picture keeps that order', async () => {
    const catalogue = (await catalogueSkins(suite.server.db)).filter((s) => s.image);
    // Skins of different short names, so the first card's name says which one it is.
    const skins = catalogue
      .filter((s, i) => catalogue.findIndex((o) => o.shortName === s.shortName) === i)
      .slice(0, 4);
    const member = await memberWith('trung.bay.thu.tu.e2e@beli.local', 200, { hasTouch: true });
    await openShowcase(member);
    await pasteList(
      member,
      skins.map((s) => s.name),
    );
    await member.getByTestId('match-result').getByText('Khớp 4 trang phục').waitFor();
    const [a, b, c, d] = await selectionOrder(member);
    expect([a, b, c, d].sort()).toEqual(skins.map((s) => s.name).sort());

    const items = member.getByRole('list', { name: 'Trang phục' }).getByRole('listitem');
    await items.nth(3).dragTo(items.nth(0));
    await expect.poll(() => selectionOrder(member)).toEqual([d, a, b, c]);
    await member.getByRole('button', { name: `Đưa xuống ${d}` }).focus();
    await member.keyboard.press('Enter');
    await expect.poll(() => selectionOrder(member)).toEqual([a, d, b, c]);
    await member.getByRole('button', { name: `Đưa lên ${d}` }).tap();
    await expect.poll(() => selectionOrder(member)).toEqual([d, a, b, c]);

    await member.getByRole('button', { name: 'Tạo ảnh' }).click();
    await member.getByRole('img', { name: 'Kết quả' }).waitFor({ timeout: 30_000 });
    const picture = await resultPicture(member);
    const plan = planShowcase(4, { cardWidth: 200, ...headerContentOf({}) });
    const first = plan.cell(0);
    const name = await readText(
      picture,
      {
        left: first.left,
        top: first.top + plan.card.picture,
        width: plan.card.width,
        height: plan.card.name,
      },
      2,
    );
    // Tesseract may misread a tone mark on so short a line; the letters say which skin it is.
    expect(foldText(name)).toBe(foldText(skins.find((s) => s.name === d)!.shortName));
  });
});
