import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { composeShowcase, type ShowcaseCard } from '../../../server/modules/tools/showcaseComposer';
import {
  headerContentOf,
  planShowcase,
  type ShowcasePlan,
} from '../../../server/modules/tools/showcasePlan';
import { readText } from '../../support/ocr';

const solid = (color: string, width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();

const BADGES = ['#00e5ff', '#ff1744', '#76ff03'];
const PICTURES = ['#3949ab', '#6d4c41', '#00897b', '#5e35b1', '#546e7a', '#c0ca33'];
const NAMES = [
  'Ninja Xanh Lá',
  'Vệ Binh Ngân Hà',
  'Tiểu Thư Học Đường',
  'Siêu Việt',
  'Thứ Nguyên',
  'Kẹo Ngọt',
];

async function cards(): Promise<ShowcaseCard[]> {
  return Promise.all(
    PICTURES.map(async (color, i) => ({
      image: await solid(color, 370, 500),
      badge: await solid(BADGES[i % 3]!, 120, 60),
      label: `Nhãn ${i % 3}`,
      name: NAMES[i]!,
    })),
  );
}

async function pixels(image: Buffer) {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  return (x: number, y: number) => {
    const at = (y * info.width + x) * info.channels;
    return [data[at]!, data[at + 1]!, data[at + 2]!];
  };
}
const hex = (color: string) => [1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16));
const near = (actual: number[], color: string) =>
  actual.every((v, i) => Math.abs(v - hex(color)[i]!) <= 16);

const look = { cardWidth: 200, frame: 'default' as const, brightness: 1, background: '#101418' };
const header = {
  heroes: 4,
  skins: 6,
  rank: 'Cao Thủ',
  level: 30,
  vouchers: 1200,
  scrolls: 15,
  code: 'ACC42',
};

/** The header's words, read off the picture above its cards. */
const readHeader = (picture: { image: Buffer; width: number }, plan: ShowcasePlan) =>
  readText(picture.image, { left: 0, top: 0, width: picture.width, height: plan.header.info });

describe('the account showcase, read as a buyer would', () => {
  it('says the account’s counts and figures in its header, in Vietnamese', async () => {
    const picture = await composeShowcase(await cards(), header, look);
    const plan = planShowcase(6, { ...look, ...headerContentOf(header) });
    const text = await readHeader(picture, plan);
    expect(text).toContain('Tướng 4 / Trang phục 6');
    expect(text).toContain('Quân huy 1.200');
    expect(text).toContain('Giấy cuộn 15');
    expect(text).toContain('ACC42');
  });

  it('gives the header the room its lines take, and beside an avatar the room of all four', async () => {
    const countsOnly = { heroes: 4, skins: 6 };
    const picture = await composeShowcase(await cards(), countsOnly, look);
    const plan = planShowcase(6, { ...look, ...headerContentOf(countsOnly) });
    const full = planShowcase(6, { ...look, ...headerContentOf(header) });
    expect(picture.height).toBe(plan.height);
    expect(plan.height).toBeLessThan(full.height - 2 * full.header.small);
    const withAvatar = planShowcase(6, { ...look, ...headerContentOf({ avatar: 'đại diện' }) });
    expect(withAvatar.header.info).toBe(full.header.info);
    const text = await readHeader(picture, plan);
    expect(text).toContain('Tướng 4 / Trang phục 6');
  });

  it('prints each card’s name under its own picture', async () => {
    const picture = await composeShowcase(await cards(), header, { ...look, columns: 3 });
    const plan = planShowcase(6, { ...look, columns: 3, ...headerContentOf(header) });
    const read = await Promise.all(
      NAMES.map((_, i) => {
        const { left, top } = plan.cell(i);
        const strip = {
          left,
          top: top + plan.card.picture,
          width: plan.card.width,
          height: plan.card.name,
        };
        return readText(picture.image, strip, 4);
      }),
    );
    NAMES.forEach((name, i) => expect(read[i], `card ${i}`).toContain(name));
  });

  it('lays every card as a portrait with its badge in the top-left corner, in the order given', async () => {
    const picture = await composeShowcase(await cards(), header, look);
    const plan = planShowcase(6, { ...look, ...headerContentOf(header) });
    expect(plan.card.picture / plan.card.width).toBeCloseTo(1 / 0.74, 1);
    const at = await pixels(picture.image);
    for (let i = 0; i < 6; i++) {
      const { left, top } = plan.cell(i);
      const inset = plan.card.border + 6;
      expect(near(at(left + inset, top + inset), BADGES[i % 3]!), `badge of card ${i}`).toBe(true);
      const middle = at(left + plan.card.width / 2, top + Math.round(plan.card.picture * 0.7));
      expect(near(middle, PICTURES[i]!), `picture of card ${i}`).toBe(true);
    }
  });

  it('brightens the pictures by the chosen brightness, and leaves the frame and badge as they are', async () => {
    const plan = planShowcase(6, { ...look, ...headerContentOf(header) });
    const { left, top } = plan.cell(0);
    const middle = [left + plan.card.width / 2, top + Math.round(plan.card.picture * 0.7)] as const;
    const inset = plan.card.border + 6;
    const as = async (brightness: number) =>
      pixels((await composeShowcase(await cards(), header, { ...look, brightness })).image);
    const [plain, brighter] = await Promise.all([as(1), as(1.5)]);
    const lightness = (rgb: number[]) => rgb.reduce((sum, v) => sum + v, 0);
    expect(lightness(brighter(...middle))).toBeGreaterThan(lightness(plain(...middle)) * 1.3);
    expect(near(brighter(left + inset, top + inset), BADGES[0]!)).toBe(true);
  });

  it('chooses columns for a near-square picture with no empty cell, and shrinks 600 cards to 8192 px', () => {
    const plan = planShowcase(132, { cardWidth: 200, ...headerContentOf({}) });
    expect(132 % plan.columns).toBe(0);
    expect(plan.width / plan.height).toBeGreaterThan(0.62);
    expect(plan.width / plan.height).toBeLessThan(1.6);
    const big = planShowcase(600, {
      cardWidth: 400,
      ...headerContentOf({ overview: 'tổng quan' }),
    });
    expect(Math.max(big.width, big.height)).toBeLessThanOrEqual(8192);
    expect(big.card.width).toBeLessThan(400);
    expect(() => planShowcase(601, { cardWidth: 200, ...headerContentOf({}) })).toThrow(
      /Tối đa 600/,
    );
  });
});
