import sharp, { type Sharp } from 'sharp';
import { PIXEL_LIMIT } from '../../lib/pictureLimits';
import { inkFor } from './collageText';
import { encodePicture, rgbOf, watermarkOverlay } from './pictureOutput';
import type { Collage } from './composer';
import { unreadablePicture } from './composer';
import { unprocessable } from '../../lib/errors';
import {
  headerContentOf,
  planShowcase,
  type ShowcasePlan,
  type ShowcaseSizing,
} from './showcasePlan';
import { drawnBadgeSvg, headerSvg, type AccountFigures } from './showcaseText';
import { drawnNames } from './showcaseNames';
import { applyLevels, blend, paste, scaledLevels, type Sprite } from './rawCanvas';

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

export interface ShowcaseLook extends Omit<ShowcaseSizing, 'overview' | 'avatar' | 'figureLines'> {
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

const pixelsOf = async (pipeline: Sharp): Promise<Sprite> => {
  const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
};

/** Opaque sRGB pixels (3 bytes a pixel), anything transparent laid on `background`. */
const opaque = (pipeline: Sharp, background: string) =>
  pixelsOf(pipeline.flatten({ background }).toColourspace('srgb').removeAlpha());

/** A badge about a third of the card's width, made once for every card of its label. */
function badgeFor(card: ShowcaseCard, width: number, cache: Map<string, Promise<Sprite>>) {
  const key = `${typeof card.badge === 'string' ? card.badge : card.label}`;
  let badge = cache.get(key);
  if (!badge) {
    badge = pixelsOf(
      (card.badge
        ? read(card.badge).resize(width, width, { fit: 'inside' })
        : sharp(drawnBadgeSvg(card.label, width))
      ).ensureAlpha(),
    );
    cache.set(key, badge);
  }
  return badge;
}

/** A card's picture as raw pixels, fitted inside its frame. */
async function cardPicture(
  card: ShowcaseCard,
  index: number,
  plan: ShowcasePlan,
  look: ShowcaseLook,
) {
  const { width, border, picture } = plan.card;
  try {
    const fitted = read(card.image).resize(width - 2 * border, picture - border, {
      fit: 'cover',
      position: 'top',
    });
    return await opaque(fitted, FRAMES[look.frame].strip);
  } catch {
    throw unreadablePicture(index);
  }
}

/**
 * The canvas's first paint, each line once: the background, and every card's frame (the border
 * colour under the card's picture and name), a row of cards at a time as one line repeated.
 */
function paintedCanvas(plan: ShowcasePlan, count: number, look: ShowcaseLook) {
  const lineBytes = plan.width * 3;
  const canvas = Buffer.allocUnsafeSlow(lineBytes * plan.height);
  const background = Buffer.alloc(lineBytes, rgbOf(look.background));
  const line = Buffer.alloc(lineBytes);
  const cardBytes = plan.card.width * 3;
  const border = rgbOf(FRAMES[look.frame].border);
  let painted = 0;
  for (let row = 0; row < plan.rows; row++) {
    const first = row * plan.columns;
    const top = plan.cell(first).top;
    for (; painted < top; painted++) background.copy(canvas, painted * lineBytes);
    background.copy(line);
    for (let i = first; i < Math.min(first + plan.columns, count); i++) {
      const at = plan.cell(i).left * 3;
      line.fill(border, at, at + cardBytes);
    }
    for (; painted < top + plan.card.height; painted++) line.copy(canvas, painted * lineBytes);
  }
  for (; painted < plan.height; painted++) background.copy(canvas, painted * lineBytes);
  return canvas;
}

/** A row of cards' names, each on its strip under its picture; what reaches past the strip is cut. */
async function printNames(
  canvas: Buffer,
  cards: ShowcaseCard[],
  row: number,
  plan: ShowcasePlan,
  ink: string,
) {
  const first = row * plan.columns;
  const names = cards.slice(first, first + plan.columns).map((card) => card.name);
  const strip = { width: plan.card.width, height: plan.card.name };
  const drawn = await drawnNames(names, strip, ink);
  names.forEach((_, k) => {
    const cell = plan.cell(first + k);
    const within = { ...strip, left: cell.left, top: cell.top + plan.card.picture };
    const top = within.top - drawn.top - k * strip.height;
    blend(canvas, plan.width, drawn.sprite, within.left - drawn.left, top, within);
  });
}

const unreadableHeaderPicture = (what: string) =>
  unprocessable(`Không đọc được ${what}: tệp bị hỏng hoặc không phải ảnh`, 'BAD_PICTURE');

/** The header's overview, avatar and figures, as opaque pieces and where each goes. */
async function headerPieces(header: ShowcaseHeader, plan: ShowcasePlan, background: string) {
  const { width } = plan;
  const size = plan.header;
  const pieces: Promise<{ pixels: Sprite; left: number; top: number }>[] = [];
  if (header.overview) {
    const overview = opaque(
      read(header.overview).resize(width, size.overview, { fit: 'cover' }),
      background,
    );
    pieces.push(
      overview.then(
        (pixels) => ({ pixels, left: 0, top: 0 }),
        () => {
          throw unreadableHeaderPicture('ảnh tổng quan');
        },
      ),
    );
  }
  const avatarSide = size.info - 2 * size.padding;
  const top = size.overview + size.padding;
  let textLeft = size.padding;
  if (header.avatar) {
    const avatar = opaque(
      read(header.avatar).resize(avatarSide, avatarSide, { fit: 'cover' }),
      background,
    );
    pieces.push(
      avatar.then(
        (pixels) => ({ pixels, left: size.padding, top }),
        () => {
          throw unreadableHeaderPicture('ảnh đại diện');
        },
      ),
    );
    textLeft += avatarSide + size.padding;
  }
  const box = { ...size, width: width - textLeft - size.padding, height: avatarSide };
  const ink = inkFor(background);
  const accent = ink === '#111111' ? '#8a5a00' : '#ffd54f';
  const figures = opaque(sharp(headerSvg(header, box, ink, accent)), background);
  pieces.push(figures.then((pixels) => ({ pixels, left: textLeft, top })));
  return Promise.all(pieces);
}

/**
 * The account's showcase: the header (overview, avatar, the counts and the member's figures),
 * then every card in the order given. Every piece is handed to sharp at once (its thread pool
 * takes a few at a time) and copied into one raw canvas as it is ready, so 600 cards hold the
 * canvas and the few sharp is working on; sharp's composite is left to the preview's watermark.
 */
export async function composeShowcase(
  cards: ShowcaseCard[],
  header: ShowcaseHeader,
  look: ShowcaseLook,
  onProgress: (percent: number) => void | Promise<void> = () => {},
): Promise<Collage> {
  const plan = planShowcase(cards.length, { ...look, ...headerContentOf(header) });
  const canvas = paintedCanvas(plan, cards.length, look);
  const badges = new Map<string, Promise<Sprite>>();
  const { border } = plan.card;
  const badgeWidth = Math.round(plan.card.width * 0.38);
  const levels = look.brightness === 1 ? undefined : scaledLevels(look.brightness);
  let prepared = 0;
  await Promise.all([
    headerPieces(header, plan, look.background).then((pieces) =>
      pieces.forEach(({ pixels, left, top }) => paste(canvas, plan.width, pixels, left, top)),
    ),
    ...Array.from({ length: plan.rows }, (_, row) =>
      printNames(canvas, cards, row, plan, FRAMES[look.frame].ink),
    ),
    ...cards.map(async (card, i) => {
      // A skin without a label has no badge.
      const badge =
        card.badge || card.label
          ? badgeFor(card, badgeWidth, badges).catch(() => null)
          : Promise.resolve(null);
      const pixels = await cardPicture(card, i, plan, look);
      const { left, top } = plan.cell(i);
      if (levels) applyLevels(pixels.data, levels);
      paste(canvas, plan.width, pixels, left + border, top + border);
      const sprite = await badge;
      if (sprite) blend(canvas, plan.width, sprite, left + border, top + border);
      prepared += 1;
      await onProgress(Math.floor((prepared / cards.length) * 90));
    }),
  ]);
  const overlays = look.watermark
    ? [watermarkOverlay(look.watermark, plan.width, plan.height)]
    : [];
  const composed = await encodePicture(canvas, plan, overlays);
  await onProgress(100);
  return composed;
}
