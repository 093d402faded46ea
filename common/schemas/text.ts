import { z } from 'zod';

export const ODD_TEXT_MESSAGE = 'Văn bản chứa ký tự điều khiển hoặc không hợp lệ';

/**
 * Control characters (C0, DEL, C1), Unicode noncharacters (U+FDD0–U+FDEF, U+nFFFE, U+nFFFF)
 * and lone surrogates: nothing a person types, and what XML (a collage's SVG text, a workbook)
 * or PostgreSQL cannot hold.
 */
const ODD_IN_LINE = /[\p{Cc}\p{Noncharacter_Code_Point}\p{Cs}]/u;
/** The same, but tab and line breaks, which a multi-line text holds. */
const ODD_IN_LINES = /(?![\t\n\r])[\p{Cc}\p{Noncharacter_Code_Point}\p{Cs}]/u;

export const hasOddCharacter = (text: string, { multiline = false } = {}) =>
  (multiline ? ODD_IN_LINES : ODD_IN_LINE).test(text);

type StringParams = Parameters<typeof z.string>[0];

/** A one-line text field (a name, a title, a memo): no control character, tab or line break. */
export const lineText = (params?: StringParams) =>
  z.string(params).refine((text) => !ODD_IN_LINE.test(text), ODD_TEXT_MESSAGE);

/** A multi-line text field (a description): tab and line breaks kept, other controls refused. */
export const multilineText = (params?: StringParams) =>
  z.string(params).refine((text) => !ODD_IN_LINES.test(text), ODD_TEXT_MESSAGE);
