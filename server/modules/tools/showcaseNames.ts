/**
 * Cards' names drawn by Pango (libvips' text) rather than librsvg, which draws every glyph as a
 * path (about half a second of a 600-card showcase): a row of cards' names is one text, a line
 * a name, since starting a text costs more than a line of it.
 */
import sharp from 'sharp';
import { escapeXml } from '../../lib/xmlText';
import type { Sprite } from './rawCanvas';
import { cardNameLine, FONT } from './showcaseText';

/** Sizes in Pango's markup are in 1024ths of a point: of a pixel at 72 dpi. */
const PANGO_SCALE = 1024;

export interface Strip {
  width: number;
  height: number;
}

/**
 * Every text's first line: `blocks` invisible full blocks as high as a strip (higher than a
 * name's letters), wider than the names. libvips crops a text's picture to its ink, so this
 * line's ink is every crop, and where the names' lines fall in a text is the same for all.
 */
const openingLine = (strip: Strip, blocks: number) =>
  `<span size="${strip.height * PANGO_SCALE}" fgalpha="1">${'█'.repeat(blocks)}</span>`;

/**
 * Lines (Pango markup) one strip's height apart, each centred across and on the middle of its
 * strip (SVG's central baseline, `text-anchor="middle"`) after the opening line.
 */
async function drawnLines(
  lines: string[],
  strip: Strip,
  blocks: number,
  ink: string,
): Promise<Sprite> {
  const markup =
    `<span foreground="${ink}" line_height="${strip.height * PANGO_SCALE}">` +
    `${[openingLine(strip, blocks), ...lines].join('\n')}</span>`;
  const { data, info } = await sharp({
    text: { text: markup, font: `${FONT} Bold`, dpi: 72, rgba: true, align: 'centre' },
  })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

interface Placement {
  /** The opening line's blocks, and its width: a text's width unless a line is wider. */
  blocks: number;
  width: number;
  /** Where the first name's strip begins in a text. */
  left: number;
  top: number;
}

const placements = new Map<string, Promise<Placement>>();

/**
 * A text of `strip`'s lines, measured once a strip size on a full block, which fills the font's
 * em box, the box each line is centred on. The opening line is a tenth wider than a strip: the
 * text's cost is its area, and its names are fitted to a strip.
 */
function placement(strip: Strip) {
  const key = `${strip.width}×${strip.height}`;
  let found = placements.get(key);
  if (!found) {
    const block = `<span size="${Math.round(strip.height * 0.62) * PANGO_SCALE}">█</span>`;
    const measured = async (blocks: number) => {
      const { data, width, height } = await drawnLines([block], strip, blocks, '#000000');
      const x = Math.floor(width / 2);
      const inked = Array.from({ length: height }, (_, y) => y).filter(
        (y) => data[(y * width + x) * 4 + 3]! >= 128,
      );
      return {
        blocks,
        width,
        left: Math.round((width - strip.width) / 2),
        top: Math.round((inked[0]! + inked.at(-1)! + 1 - strip.height) / 2),
      };
    };
    found = (async () => {
      // A full block is at least half as wide as it is high in any font: first a line surely
      // wider than a strip, then as few blocks as its width says make a tenth more than a strip.
      const wide = await measured(Math.ceil((1.25 * strip.width) / (strip.height / 2)));
      const blocks = Math.ceil((1.1 * strip.width) / (wide.width / wide.blocks));
      return blocks === wide.blocks ? wide : measured(blocks);
    })();
    // A failure is not kept: the next picture measures again.
    found.catch(() => placements.delete(key));
    placements.set(key, found);
  }
  return found;
}

/**
 * A row of cards' names in `ink` (4 bytes a pixel), and where each name's strip is in it: the
 * k-th name's strip is `strip` at (left, top + k × strip.height). A name may reach past its strip.
 */
export async function drawnNames(names: string[], strip: Strip, ink: string) {
  const lines = names.map((name) => {
    const { text, size } = cardNameLine(name, strip);
    return `<span size="${size * PANGO_SCALE}">${escapeXml(text)}</span>`;
  });
  const at = await placement(strip);
  const sprite = await drawnLines(lines, strip, at.blocks, ink);
  // A line wider than the opening one widens the crop both ways.
  return { sprite, left: at.left + Math.round((sprite.width - at.width) / 2), top: at.top };
}
