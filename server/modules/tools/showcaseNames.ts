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
 * Every text's first line: invisible full blocks as high as a strip (higher than a name's
 * letters) and wider than any name. libvips crops a text's picture to its ink, so this line's
 * ink is every crop, and where the names' lines fall in a text is the same for all (`placement`).
 */
function openingLine(strip: Strip) {
  // A full block is at least half as wide as it is high in any font.
  const blocks = '█'.repeat(Math.ceil((1.25 * strip.width) / (strip.height / 2)));
  return `<span size="${strip.height * PANGO_SCALE}" fgalpha="1">${blocks}</span>`;
}

/**
 * Lines (Pango markup) one strip's height apart, each centred across and on the middle of its
 * strip (SVG's central baseline, `text-anchor="middle"`) after the opening line.
 */
async function drawnLines(lines: string[], strip: Strip, ink: string): Promise<Sprite> {
  const markup =
    `<span foreground="${ink}" line_height="${strip.height * PANGO_SCALE}">` +
    `${[openingLine(strip), ...lines].join('\n')}</span>`;
  const { data, info } = await sharp({
    text: { text: markup, font: `${FONT} Bold`, dpi: 72, rgba: true, align: 'centre' },
  })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

const placements = new Map<string, Promise<{ width: number; left: number; top: number }>>();

/**
 * Where the first name's strip begins in a text of `strip`'s lines: across, the lines are
 * centred on the opening line, which is the text's width; down, measured once a strip size on a
 * full block, which fills the font's em box, the box each line is centred on.
 */
function placement(strip: Strip) {
  const key = `${strip.width}×${strip.height}`;
  let found = placements.get(key);
  if (!found) {
    const size = Math.round(strip.height * 0.62);
    const block = `<span size="${size * PANGO_SCALE}">█</span>`;
    found = drawnLines([block], strip, '#000000').then(({ data, width, height }) => {
      const x = Math.floor(width / 2);
      const inked = Array.from({ length: height }, (_, y) => y).filter(
        (y) => data[(y * width + x) * 4 + 3]! >= 128,
      );
      return {
        width,
        left: Math.round((width - strip.width) / 2),
        top: Math.round((inked[0]! + inked.at(-1)! + 1 - strip.height) / 2),
      };
    });
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
  const [sprite, at] = await Promise.all([drawnLines(lines, strip, ink), placement(strip)]);
  // A line wider than the opening one (a font without these glyphs) widens the crop both ways.
  return { sprite, left: at.left + Math.round((sprite.width - at.width) / 2), top: at.top };
}
