/**
 * Text of a showcase: the header's figures and a drawn badge as SVG for librsvg, a card's name as
 * the line Pango draws (showcaseNames.ts).
 */
import { escapeXml, xmlSafe } from '../../lib/xmlText';

export const FONT = 'DejaVu Sans, Liberation Sans, Arial, sans-serif';
/** Average glyph width of the fonts above (bold), as a share of the font size. */
const GLYPH = 0.66;

/** What the member adds to the header; the counts come from the list. */
export interface AccountFigures {
  heroes: number;
  skins: number;
  rank?: string;
  level?: number;
  vouchers?: number;
  scrolls?: number;
  code?: string;
}

const number = (value: number) => value.toLocaleString('vi-VN');

/** The header's lines, as printed: the counts first. */
export function headerLines(figures: AccountFigures): string[] {
  const lines = [`Tướng ${number(figures.heroes)} / Trang phục ${number(figures.skins)}`];
  const standing = [
    figures.rank && `Rank ${figures.rank}`,
    figures.level !== undefined && `Cấp ${number(figures.level)}`,
  ].filter(Boolean);
  const wealth = [
    figures.vouchers !== undefined && `Quân huy ${number(figures.vouchers)}`,
    figures.scrolls !== undefined && `Giấy cuộn ${number(figures.scrolls)}`,
  ].filter(Boolean);
  if (standing.length) lines.push(standing.join(' · '));
  if (wealth.length) lines.push(wealth.join(' · '));
  if (figures.code) lines.push(`Mã tài khoản: ${figures.code}`);
  return lines;
}

/** How many lines the header prints for these figures (the counts' line among them). */
export const headerLineCount = (figures: Partial<AccountFigures>) =>
  headerLines({ heroes: 0, skins: 0, ...figures }).length;

/** Shortened with an ellipsis to fit `width` at `size`. */
function fitted(raw: string, width: number, size: number) {
  const text = xmlSafe(raw);
  const room = Math.max(1, Math.floor(width / (GLYPH * size)));
  return text.length > room ? `${text.slice(0, Math.max(1, room - 1))}…` : text;
}

/**
 * The header's lines on a picture no wider than they may be: librsvg's cost is the picture's
 * area, and the box is the whole showcase's width.
 */
export function headerSvg(
  figures: AccountFigures,
  box: { width: number; height: number; big: number; small: number },
  ink: string,
  accent: string,
) {
  const lines = headerLines(figures).map((line, i) => {
    const size = i === 0 ? box.big : box.small;
    return { text: fitted(line, box.width, size), size, fill: i === 0 ? accent : ink };
  });
  // Room for every glyph 1.3 times its size wide: wider than the widest letters.
  const width = Math.min(
    box.width,
    Math.max(...lines.map(({ text, size }) => Math.ceil(2 * GLYPH * size * text.length))),
  );
  let y = 0;
  const texts = lines.map(({ text, size, fill }, i) => {
    y += i === 0 ? Math.round(box.big * 1.05) : Math.round(box.small * 1.35);
    return `<text x="0" y="${y}" font-size="${size}" fill="${fill}">${escapeXml(text)}</text>`;
  });
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${box.height}">` +
      `<g font-family="${FONT}" font-weight="bold">${texts.join('')}</g></svg>`,
  );
}

/**
 * A card's name as it is printed on its strip (`width` wide, `height` high): on one line, at the
 * largest size up to about two thirds of the strip's height that fits, else shortened.
 */
export function cardNameLine(name: string, strip: { width: number; height: number }) {
  const size = Math.max(
    8,
    Math.min(
      Math.round(strip.height * 0.62),
      Math.floor((strip.width - 6) / (GLYPH * Math.max(1, name.length))),
    ),
  );
  // Spaced as SVG spaces a text (line breaks dropped, spaces run together); Pango would also
  // break the line at the other separators.
  const text = fitted(name, strip.width - 6, size)
    .replace(/[\r\n]/g, '')
    .replace(/[\t \u0085\u2028\u2029]+/g, ' ')
    .replace(/^ | $/g, '');
  return { text, size };
}

/** A label without its badge picture: its name on a dark tag, so the card still says its worth. */
export function drawnBadgeSvg(label: string, width: number) {
  const height = Math.max(10, Math.round(width * 0.32));
  const size = Math.max(
    7,
    Math.min(Math.round(height * 0.6), Math.floor(width / (GLYPH * Math.max(1, label.length)))),
  );
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<rect width="100%" height="100%" rx="${Math.round(height / 4)}" fill="#7b1fa2" stroke="#ffd54f" stroke-width="1"/>` +
      `<text x="50%" y="50%" dominant-baseline="central" text-anchor="middle" font-family="${FONT}" ` +
      `font-size="${size}" font-weight="bold" fill="#ffffff">${escapeXml(fitted(label, width, size))}</text></svg>`,
  );
}
