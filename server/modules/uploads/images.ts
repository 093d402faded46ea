import sharp, { type Sharp } from 'sharp';
import { badRequest } from '../../lib/errors';
import { PIXEL_LIMIT, UPLOAD_MAX_SIDE } from '../../lib/pictureLimits';
import { escapeXml } from '../../lib/xmlText';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const THUMB_SIDE = 256;

const NOT_AN_IMAGE = 'Tệp không phải ảnh PNG, JPEG hoặc WebP';

/** The format a file's first bytes announce, whatever its name or declared type says. */
export function sniffFormat(bytes: Buffer): 'png' | 'jpeg' | 'webp' | null {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'png';
  }
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') {
    return 'webp';
  }
  return null;
}

export interface EncodedImage {
  full: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
}

/** WebP at `effort` (0 fastest … 6 smallest), and a thumbnail unless the picture is small enough. */
async function encode(pipeline: Sharp, effort = 4): Promise<EncodedImage> {
  const full = await pipeline.webp({ quality: 85, effort }).toBuffer({ resolveWithObject: true });
  const { width, height } = full.info;
  const thumb =
    width <= THUMB_SIDE && height <= THUMB_SIDE
      ? full.data
      : await sharp(full.data)
          .resize(THUMB_SIDE, THUMB_SIDE, { fit: 'inside' })
          .webp({ quality: 80, effort })
          .toBuffer();
  return { full: full.data, thumb, width, height };
}

/**
 * Judges an upload by its content (magic bytes, then the decoder's own header reading) and
 * re-encodes it to WebP at `effort`, which also drops EXIF and any payload hidden after the image.
 */
export async function reencodeUpload(bytes: Buffer, effort?: number): Promise<EncodedImage> {
  if (bytes.length > MAX_UPLOAD_BYTES) throw badRequest('Ảnh không được lớn hơn 5 MB');
  const format = sniffFormat(bytes);
  if (!format) throw badRequest(NOT_AN_IMAGE);
  // Reading the header decodes no pixels; the size is judged before anything is decoded.
  const metadata = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!metadata || metadata.format !== format || !metadata.width || !metadata.height) {
    throw badRequest(NOT_AN_IMAGE);
  }
  if (metadata.width > UPLOAD_MAX_SIDE || metadata.height > UPLOAD_MAX_SIDE) {
    throw badRequest(`Ảnh không được lớn hơn ${UPLOAD_MAX_SIDE}×${UPLOAD_MAX_SIDE} điểm ảnh`);
  }
  try {
    const decoded = sharp(bytes, { limitInputPixels: PIXEL_LIMIT, failOn: 'error' }).rotate();
    return await encode(decoded, effort);
  } catch {
    throw badRequest('Ảnh bị hỏng, không đọc được');
  }
}

export interface DemoCard {
  label: string;
  color: string;
  width: number;
  height: number;
}

/** A plain coloured card with a name on it: the seed's stand-in for real artwork. */
export function renderDemoCard(card: DemoCard): Promise<EncodedImage> {
  const { width, height } = card;
  const fontSize = Math.round(
    Math.min(Math.min(width, height) / 9, (width * 0.9) / (card.label.length * 0.62)),
  );
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="${card.color}"/><stop offset="1" stop-color="#1b1b2f"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<circle cx="${width * 0.8}" cy="${height * 0.2}" r="${Math.min(width, height) / 5}" fill="#ffffff" fill-opacity="0.15"/>
<text x="50%" y="55%" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-weight="bold"
 font-size="${fontSize}" fill="#ffffff">${escapeXml(card.label)}</text></svg>`;
  return encode(sharp(Buffer.from(svg)), 1);
}
