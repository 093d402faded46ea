import { z } from 'zod';
import { lineText, multilineText } from './text';

/** Enough for a 600-skin account with its checker's other columns. */
export const MAX_LIST_CHARS = 200_000;

const listText = (what: string) =>
  multilineText(`${what} phải là văn bản`)
    .min(1, `${what} đang trống`)
    .max(MAX_LIST_CHARS, `${what} tối đa ${MAX_LIST_CHARS.toLocaleString('vi-VN')} ký tự`);

/** POST /api/skins/match: a pasted list, or the text of a checker's CSV and maybe its column. */
export const skinMatchBody = z.union(
  [
    z.object({ text: listText('Danh sách trang phục') }).strict(),
    z
      .object({
        csv: listText('Tệp CSV'),
        column: lineText().trim().max(100, 'Tên cột tối đa 100 ký tự').optional(),
      })
      .strict(),
  ],
  'Hãy gửi danh sách (text) hoặc nội dung tệp CSV (csv)',
);

const matchedSkin = z.object({
  id: z.number(),
  name: z.string(),
  heroName: z.string(),
  labelName: z.string(),
  rank: z.number(),
  image: z.string().nullable(),
});
export type MatchedSkin = z.infer<typeof matchedSkin>;

const entry = { line: z.number(), text: z.string() };
export const skinMatchAnswer = z.object({
  matched: z.array(z.object({ ...entry, skin: matchedSkin })),
  ambiguous: z.array(
    z.object({ ...entry, reason: z.enum(['several', 'close']), skins: z.array(matchedSkin) }),
  ),
  unknown: z.array(z.object(entry)),
});
export type SkinMatchAnswer = z.infer<typeof skinMatchAnswer>;
