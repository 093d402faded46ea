import sharp from 'sharp';
import type { PictureSpec } from './dataset';

/**
 * A JPEG of `spec`: its colour with a diagonal ramp, so no two pictures share their bytes and
 * the encoder has more than one flat colour to work on.
 */
export async function drawPicture(spec: PictureSpec): Promise<Buffer> {
  const { width, height, color } = spec;
  const base = [(color >> 16) & 0xff, (color >> 8) & 0xff, color & 0xff];
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const ramp = ((x + y) >> 2) & 0x3f;
      const at = (y * width + x) * 3;
      pixels[at] = (base[0]! + ramp) & 0xff;
      pixels[at + 1] = (base[1]! + ramp) & 0xff;
      pixels[at + 2] = base[2]!;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** Bytes that announce a JPEG and are not one: the decoder refuses them. */
export const BROKEN_JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  Buffer.alloc(2048, 0x42),
]);

/** A label's badge: a small PNG whose colour follows its code. */
export const drawBadge = (code: string) =>
  sharp({
    create: {
      width: 64,
      height: 64,
      channels: 4,
      background: `#${code.length.toString(16)}8a`.padEnd(7, '0'),
    },
  })
    .png()
    .toBuffer();
