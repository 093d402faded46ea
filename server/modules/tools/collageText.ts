/** SVG pieces sharp renders for a collage: the title, a caption, the repeated watermark. */
import { escapeXml, xmlSafe } from '../../lib/xmlText';

const FONT = 'DejaVu Sans, Liberation Sans, Arial, sans-serif';

/** Black or white, whichever reads better on the background. */
export function inkFor(background: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(background.slice(i, i + 2), 16));
  return 0.299 * r! + 0.587 * g! + 0.114 * b! > 150 ? '#111111' : '#f5f5f5';
}

/** Average glyph width of the fonts above, as a share of the font size. */
const GLYPH = 0.62;
const MIN_FONT = 9;

function textSvg(raw: string, width: number, height: number, fontSize: number, ink: string) {
  // Measured as drawn: a character XML cannot hold is left out (a name stored before the text rule).
  const text = xmlSafe(raw);
  // A line too long for its box gets a smaller font, then an ellipsis.
  const fitting = Math.floor((width - 4) / (GLYPH * Math.max(1, text.length)));
  const size = Math.max(MIN_FONT, Math.min(fontSize, fitting));
  const room = Math.floor((width - 4) / (GLYPH * size));
  const line = text.length > room ? `${text.slice(0, Math.max(1, room - 1))}…` : text;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<text x="50%" y="50%" dominant-baseline="central" text-anchor="middle" ` +
      `font-family="${FONT}" font-size="${size}" font-weight="bold" fill="${ink}">` +
      `${escapeXml(line)}</text></svg>`,
  );
}

export const titleSvg = (text: string, width: number, height: number, ink: string) =>
  textSvg(text, width, height, Math.round(height * 0.6), ink);

export const captionSvg = (text: string, width: number, height: number, ink: string) =>
  textSvg(text, width, height, Math.round(height * 0.65), ink);

/** One cell of the watermark, composited with `tile: true` across the whole picture. */
export function watermarkSvg(text: string, cell: number): Buffer {
  const fontSize = Math.max(10, Math.round(cell / 12));
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${cell}" height="${cell}">` +
      `<text x="50%" y="50%" dominant-baseline="central" text-anchor="middle" ` +
      `transform="rotate(-30 ${cell / 2} ${cell / 2})" font-family="${FONT}" ` +
      `font-size="${fontSize}" font-weight="bold" fill="#ffffff" fill-opacity="0.45" ` +
      `stroke="#000000" stroke-opacity="0.35" stroke-width="1">${escapeXml(text)}</text></svg>`,
  );
}
