import sharp from 'sharp';
import type { Tile } from './composer';

const SAMPLE_COLORS = [
  ['#e53935', '#ffb300'],
  ['#8e24aa', '#1e88e5'],
  ['#00897b', '#c0ca33'],
  ['#3949ab', '#00acc1'],
  ['#f4511e', '#6d4c41'],
  ['#43a047', '#fdd835'],
  ['#d81b60', '#5e35b1'],
  ['#546e7a', '#26c6da'],
  ['#fb8c00', '#e53935'],
] as const;

export const SAMPLE_COUNT = SAMPLE_COLORS.length;

const SIZE = 512;

function sampleSvg(index: number, [from, to]: readonly [string, string]) {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}">` +
      `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
      `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>` +
      `</linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>` +
      `<text x="50%" y="50%" dominant-baseline="central" text-anchor="middle" ` +
      `font-family="DejaVu Sans, sans-serif" font-size="200" font-weight="bold" ` +
      `fill="#ffffff" fill-opacity="0.85">${index + 1}</text></svg>`,
  );
}

let cached: Promise<Tile[]> | undefined;

/** test1's pictures: generated here, so the free trial needs neither catalogue nor uploads. */
export function samplePictures(): Promise<Tile[]> {
  cached ??= Promise.all(
    SAMPLE_COLORS.map(async (colors, i) => ({
      image: await sharp(sampleSvg(i, colors)).png().toBuffer(),
      caption: `Ảnh mẫu ${i + 1}`,
    })),
  );
  return cached;
}
