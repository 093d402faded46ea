import sharp, { type OverlayOptions, type Sharp } from 'sharp';
import { PIXEL_LIMIT } from '../uploads';
import { inkFor } from './collageText';
import { encodePicture, rgbOf, watermarkOverlay } from './pictureOutput';
import type { Collage } from './composer';
import { unreadablePicture } from './composer';
import { unprocessable } from '../../lib/errors';
import { planShowcase, type ShowcasePlan, type ShowcaseSizing } from './showcasePlan';
import { cardNameSvg, drawnBadgeSvg, headerSvg, type AccountFigures } from './showcaseText';

type Picture = Buffer | string;

export interface ShowcaseCard {
  /** The skin's portrait picture: its bytes, or its file's path (read when its turn comes). */
  image: Picture;
  /** The label's badge picture; without one, the label's name is drawn as the badge. */
  badge: Picture | null;
  label: string;
  name: string;
}

export interface ShowcaseHeader extends AccountFigures {
  avatar?: Picture;
  overview?: Picture;
}

export type ShowcaseFrame = 'default' | 'gold';

export interface ShowcaseLook extends Omit<ShowcaseSizing, 'overview'> {
  frame: ShowcaseFrame;
  /** 1 as the pictures are; 0.5 to 1.5. */
  brightness: number;
  background: string;
  watermark?: string;
}

const FRAMES = {
  default: { border: '#3a3f4b', strip: '#1d2027', ink: '#ffffff' },
  gold: { border: '#d4a62a', strip: '#3b2b06', ink: '#ffe082' },
} as const;

const read = (picture: Picture) =>
  sharp(picture, { failOn: 'error', limitInputPixels: PIXEL_LIMIT }).rotate();

/** Raw RGBA pixels of a small picture, to lay over the canvas (see `blend`). */
interface Sprite {
  data: Buffer;
  width: number;
  height: number;
}

const spriteOf = async (pipeline: Sharp): Promise<Sprite> => {
  const { data, info } = await pipeline.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
};

/** A badge about a third of the card's width, made once for every card of its label. */
function badgeFor(card: ShowcaseCard, width: number, cache: Map<string, Promise<Sprite>>) {
  const key = `${typeof card.badge === 'string' ? card.badge : card.label}`;
  let badge = cache.get(key);
  if (!badge) {
    badge = spriteOf(
      card.badge
        ? read(card.badge).resize(width, width, { fit: 'inside' })
        : sharp(drawnBadgeSvg(card.label, width)),
    );
    cache.set(key, badge);
  }
  return badge;
}

/**
 * Lays `sprite` over the RGB canvas at (left, top) by its alpha. Done here rather than by sharp's
 * composite, which costs each card more than decoding and resizing its picture.
 */
function blend(canvas: Buffer, canvasWidth: number, sprite: Sprite, left: number, top: number) {
  const { data, width, height } = sprite;
  for (let y = 0; y < height; y++) {
    let to = ((top + y) * canvasWidth + left) * 3;
    for (let from = y * width * 4, end = from + width * 4; from < end; from += 4, to += 3) {
      const alpha = data[from + 3]!;
      if (alpha === 0) continue;
      for (let c = 0; c < 3; c++) {
        canvas[to + c] = Math.round(
          (data[from + c]! * alpha + canvas[to + c]! * (255 - alpha)) / 255,
        );
      }
    }
  }
}

/** One card framed, as raw sRGB pixels, with its badge and name to lay over it. */
async function cardPieces(
  card: ShowcaseCard,
  index: number,
  plan: ShowcasePlan,
  look: ShowcaseLook,
  badges: Map<string, Promise<Sprite>>,
) {
  const { width, border, picture, name } = plan.card;
  const frame = FRAMES[look.frame];
  // A skin without a label has no badge.
  const badge =
    card.badge || card.label
      ? await badgeFor(card, Math.round(width * 0.38), badges).catch(() => null)
      : null;
  const caption = await spriteOf(sharp(cardNameSvg(card.name, width, name, frame.ink)));
  try {
    let pipeline = read(card.image)
      .resize(width - 2 * border, picture - border, { fit: 'cover', position: 'top' })
      .flatten({ background: frame.strip });
    // A plain scale of the channels: sharp's `modulate` works in LCh, at twice the picture's cost.
    if (look.brightness !== 1) pipeline = pipeline.linear(look.brightness, 0);
    const { data } = await pipeline
      .extend({ top: border, left: border, right: border, bottom: name, background: frame.border })
      .toColourspace('srgb')
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { pixels: data, badge, caption };
  } catch {
    throw unreadablePicture(index);
  }
}

const unreadableHeaderPicture = (what: string) =>
  unprocessable(`Không đọc được ${what}: tệp bị hỏng hoặc không phải ảnh`, 'BAD_PICTURE');

async function headerOverlays(header: ShowcaseHeader, plan: ShowcasePlan, ink: string) {
  const { width } = plan;
  const size = plan.header;
  const overlays: OverlayOptions[] = [];
  if (header.overview) {
    const input = await read(header.overview)
      .resize(width, size.overview, { fit: 'cover' })
      .jpeg()
      .toBuffer()
      .catch(() => {
        throw unreadableHeaderPicture('ảnh tổng quan');
      });
    overlays.push({ input, left: 0, top: 0 });
  }
  const avatarSide = size.info - 2 * size.padding;
  let textLeft = size.padding;
  if (header.avatar) {
    const input = await read(header.avatar)
      .resize(avatarSide, avatarSide, { fit: 'cover' })
      .png()
      .toBuffer()
      .catch(() => {
        throw unreadableHeaderPicture('ảnh đại diện');
      });
    overlays.push({ input, left: size.padding, top: size.overview + size.padding });
    textLeft += avatarSide + size.padding;
  }
  const box = { ...size, width: width - textLeft - size.padding, height: avatarSide };
  const accent = ink === '#111111' ? '#8a5a00' : '#ffd54f';
  overlays.push({
    input: headerSvg(header, box, ink, accent),
    left: textLeft,
    top: size.overview + size.padding,
  });
  return overlays;
}

/**
 * The account's showcase: the header (overview, avatar, the counts and the member's figures),
 * then every card in the order given. Cards go into one raw canvas as each is ready, as the
 * collage composer's tiles do, so 600 cards hold the canvas and the few sharp is working on.
 */
export async function composeShowcase(
  cards: ShowcaseCard[],
  header: ShowcaseHeader,
  look: ShowcaseLook,
  onProgress: (percent: number) => void | Promise<void> = () => {},
): Promise<Collage> {
  const plan = planShowcase(cards.length, { ...look, overview: Boolean(header.overview) });
  const canvas = Buffer.alloc(plan.width * plan.height * 3, rgbOf(look.background));
  const rowBytes = plan.card.width * 3;
  const badges = new Map<string, Promise<Sprite>>();
  const { border } = plan.card;
  let prepared = 0;
  await Promise.all(
    cards.map(async (card, i) => {
      const { pixels, badge, caption } = await cardPieces(card, i, plan, look, badges);
      const { left, top } = plan.cell(i);
      for (let row = 0; row < plan.card.height; row++) {
        const at = ((top + row) * plan.width + left) * 3;
        pixels.copy(canvas, at, row * rowBytes, (row + 1) * rowBytes);
      }
      if (badge) blend(canvas, plan.width, badge, left + border, top + border);
      blend(canvas, plan.width, caption, left, top + plan.card.picture);
      prepared += 1;
      await onProgress(Math.floor((prepared / cards.length) * 90));
    }),
  );
  const overlays = await headerOverlays(header, plan, inkFor(look.background));
  if (look.watermark) overlays.push(watermarkOverlay(look.watermark, plan.width, plan.height));
  const picture = await encodePicture(canvas, plan, overlays);
  await onProgress(100);
  return picture;
}
