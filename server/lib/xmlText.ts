/**
 * What XML 1.0 cannot hold at all: C0 controls but tab and line breaks, lone surrogates, U+FFFE
 * and U+FFFF. One of them makes librsvg refuse a whole SVG and Excel a whole workbook.
 */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** The text without the characters XML cannot hold. */
export const xmlSafe = (text: string) => text.replace(NOT_XML, '');

/** The text as XML character data or attribute value: xmlSafe, and its markup escaped. */
export const escapeXml = (text: string) =>
  xmlSafe(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
