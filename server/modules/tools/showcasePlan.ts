/** Where everything of an account showcase goes: the header, then the cards in rows. */
import { badRequest } from '../../lib/errors';
import { MAX_SIDE } from './composer';
import { headerLineCount, type AccountFigures } from './showcaseText';

export const MAX_CARDS = 600;
/** The preview's card width: small enough to answer 150 cards within a second. */
export const PREVIEW_CARD_WIDTH = 56;
/** A card's picture is a portrait: this wide for 1 high. */
export const CARD_RATIO = 0.74;
/** Below this the header's figures would not fit on one line. */
const MIN_WIDTH = 720;

export interface ShowcaseSizing {
  /** The card's width in px before the picture is shrunk to fit 8192 px a side. */
  cardWidth: number;
  /** Chosen by the member; otherwise the count that makes the picture nearest square. */
  columns?: number;
  /** The account's overview screenshot across the top. */
  overview: boolean;
  /** The member's avatar beside the figures. */
  avatar: boolean;
  /** The header's lines of figures: the counts, then those the member filled in (1 to 4). */
  figureLines: number;
}

/** What of a header a plan makes room for: its pictures given, the lines its figures print. */
export const headerContentOf = (
  header: Partial<AccountFigures> & { overview?: unknown; avatar?: unknown },
) => ({
  overview: Boolean(header.overview),
  avatar: Boolean(header.avatar),
  figureLines: headerLineCount(header),
});

/** The header's lines at most: the counts, standing, wealth and the account's code. */
const MOST_FIGURE_LINES = 4;

/** A card's parts, from its width. */
export function cardSize(width: number) {
  const border = Math.max(1, Math.round(width * 0.025));
  const picture = Math.round(width / CARD_RATIO);
  const name = Math.max(12, Math.round(width * 0.16));
  return {
    width,
    border,
    picture,
    name,
    height: picture + name,
    gap: Math.max(2, Math.round(width * 0.04)),
  };
}

/**
 * The header's block of figures and, above it, the overview's height, for a picture this wide:
 * the block as high as its lines, or, beside an avatar, as high as the most lines.
 */
function headerSize(width: number, sizing: ShowcaseSizing) {
  const big = Math.max(30, Math.min(90, Math.round(width / 34)));
  const small = Math.round(big * 0.72);
  const padding = Math.round(big * 0.5);
  const lines = sizing.avatar ? MOST_FIGURE_LINES : sizing.figureLines;
  const info = padding * 2 + Math.round(big * 1.35 + (lines - 1) * small * 1.35);
  const overview = sizing.overview ? Math.round(width * 0.28) : 0;
  return { big, small, padding, info, overview };
}

/** The card count's rows: full rows but maybe the last, which is then centred. */
function gridOf(count: number, columns: number) {
  return {
    columns,
    rows: Math.ceil(count / columns),
    empty: Math.ceil(count / columns) * columns - count,
  };
}

/**
 * The columns of a near-square picture: among counts whose picture is no more than 1.6 times as
 * long one way as the other, those leaving no empty cell, else the fewest, then the squarest.
 */
function autoColumns(count: number, sizing: ShowcaseSizing): number {
  const card = cardSize(sizing.cardWidth);
  let best = { columns: 1, empty: Infinity, skew: Infinity };
  for (let columns = 1; columns <= count; columns++) {
    const grid = gridOf(count, columns);
    const width = Math.max(MIN_WIDTH, columns * (card.width + card.gap) + card.gap);
    const header = headerSize(width, sizing);
    const height = header.overview + header.info + grid.rows * (card.height + card.gap) + card.gap;
    const skew = Math.abs(Math.log(width / height));
    const empty = skew <= Math.log(1.6) ? grid.empty : Infinity;
    if (empty < best.empty || (empty === best.empty && skew < best.skew)) {
      best = { columns, empty, skew };
    }
  }
  return best.columns;
}

export type ShowcasePlan = ReturnType<typeof planShowcase>;

/**
 * The plan for `count` cards; the card shrinks until the picture fits 8192 px a side. Refuses
 * (400) an empty list and more than 600 cards.
 */
export function planShowcase(count: number, sizing: ShowcaseSizing) {
  if (count < 1)
    throw badRequest('Hãy chọn ít nhất một trang phục', { skinIds: 'Chưa chọn trang phục nào' });
  if (count > MAX_CARDS) {
    const message = `Tối đa ${MAX_CARDS} trang phục cho một ảnh (đang chọn ${count})`;
    throw badRequest(message, { skinIds: message }, 'TOO_MANY_TILES');
  }
  const columns = Math.min(count, sizing.columns ?? autoColumns(count, sizing));
  const { rows, empty } = gridOf(count, columns);
  for (let cardWidth = sizing.cardWidth; ; cardWidth--) {
    const card = cardSize(cardWidth);
    const gridWidth = columns * (card.width + card.gap) + card.gap;
    const width = Math.max(MIN_WIDTH, gridWidth);
    const header = headerSize(width, sizing);
    const top = header.overview + header.info;
    const height = top + rows * (card.height + card.gap) + card.gap;
    if ((width > MAX_SIDE || height > MAX_SIDE) && cardWidth > 16) continue;
    if (width > MAX_SIDE || height > MAX_SIDE) {
      const message = `Ảnh sẽ là ${width} × ${height} px, vượt quá ${MAX_SIDE} px mỗi cạnh: hãy đổi số cột`;
      throw badRequest(message, { 'options.columns': message }, 'COLLAGE_TOO_LARGE');
    }
    const left = Math.floor((width - gridWidth) / 2);
    const lastRowShift = Math.floor((empty * (card.width + card.gap)) / 2);
    const cell = (i: number) => {
      const row = Math.floor(i / columns);
      return {
        left:
          left +
          card.gap +
          (i % columns) * (card.width + card.gap) +
          (row === rows - 1 ? lastRowShift : 0),
        top: top + card.gap + row * (card.height + card.gap),
      };
    };
    return { width, height, columns, rows, card, header, cell };
  }
}
