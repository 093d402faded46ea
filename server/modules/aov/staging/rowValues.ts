import { z } from 'zod';
import { HERO_ROLES, SLUG_PATTERN, slugify, type HeroRole } from '../../../../common/aov';
import { heroInput, nameSchema, skinInput, slugInput, tagInput } from '../schemas';

/** A file's row that is not an object is kept as `{ _: row }` (staging rows are objects). */
export const NOT_AN_OBJECT = '_';

/** An empty cell says nothing: the field is left as the catalogue has it. */
function dropEmpty(raw: unknown): unknown {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return raw;
  const keys = Object.keys(raw);
  if (keys.length === 1 && keys[0] === NOT_AN_OBJECT) return (raw as Record<string, unknown>)._;
  const entries = Object.entries(raw).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v]);
  const given = Object.fromEntries(entries.filter(([, v]) => v !== '' && v !== undefined));
  if (given.slug === undefined && typeof given.name === 'string') given.slug = slugify(given.name);
  return given;
}

/** What the crawl writes in a picture cell it could not fill: the row's error then says why. */
export const PICTURE_FAILED = 'Không lấy được ảnh';

/** A picture cell: an upload's id (the crawl's, or one an admin chose). */
const picture = z
  .uuid({
    error: (issue) =>
      typeof issue.input === 'string' && issue.input.startsWith(PICTURE_FAILED)
        ? issue.input
        : 'Ảnh phải là mã của một ảnh đã tải lên',
  })
  .optional();

const row = <T extends z.ZodRawShape>(shape: T) =>
  z.preprocess(dropEmpty, z.object(shape, 'Dòng phải là một đối tượng có các cột dữ liệu'));

const flag = z.preprocess((v) => {
  if (typeof v !== 'string') return v;
  const text = v.toLowerCase();
  if (['true', '1', 'có', 'yes', 'x'].includes(text)) return true;
  if (['false', '0', 'không', 'no'].includes(text)) return false;
  return v;
}, z.boolean('Phải là có/không (true/false)'));

const slugList = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(/[|;,]/) : v),
  z
    .array(
      z
        .string()
        .trim()
        .regex(/^[a-z0-9-]+$/, 'Slug thẻ không hợp lệ'),
      'Danh sách thẻ không hợp lệ',
    )
    .transform((list) => [...new Set(list.filter(Boolean))].sort()),
);

/** A list in one cell: `a|b|c` (or `;`-separated); a JSON file may give an array. */
const cellList = (v: unknown) => (typeof v === 'string' ? v.split(/[|;]/) : v);

/** Other names in one cell (`Lu Bu|Lubu`), checked as the catalogue checks them. */
const aliasList = z.preprocess((v) => {
  const list = cellList(v);
  return Array.isArray(list) ? list.filter((item) => item !== '') : list;
}, heroInput.shape.aliases);

const roleCodes = new Map<string, HeroRole>(
  Object.entries(HERO_ROLES).flatMap(([code, name]) => [
    [code, code as HeroRole],
    [name.toLowerCase(), code as HeroRole],
  ]),
);

/** A role by its code (`mage`) or as the game names it (`Pháp sư`); undefined for another text. */
export const heroRoleOf = (text: string) => roleCodes.get(text.trim().toLowerCase());

const role = z.preprocess(
  (v) => (typeof v === 'string' ? (heroRoleOf(v) ?? v) : v),
  heroInput.shape.role,
);

/** A number in a cell (`13888`, `13.888`): digits only, as a price is written. */
const cellNumber = (v: unknown) =>
  typeof v === 'string' && /^\d{1,3}([.,\s]?\d{3})*$/.test(v) ? Number(v.replace(/\D/g, '')) : v;

export const tagRow = row({
  slug: slugInput,
  name: nameSchema('Tên thẻ'),
  color: tagInput.shape.color,
  description: tagInput.shape.description,
});

export const heroRow = row({
  slug: slugInput,
  name: nameSchema('Tên tướng'),
  title: heroInput.shape.title,
  role,
  lane: heroInput.shape.lane,
  goldPrice: z.preprocess(cellNumber, heroInput.shape.goldPrice),
  voucherPrice: z.preprocess(cellNumber, heroInput.shape.voucherPrice),
  aliases: aliasList,
  tags: slugList.optional(),
  releaseDate: heroInput.shape.releaseDate,
  active: flag.optional(),
  avatar: picture,
});

export const skinRow = row({
  slug: slugInput,
  name: nameSchema('Tên trang phục'),
  shortName: skinInput.shape.shortName,
  hero: z.string('Thiếu slug của tướng').regex(SLUG_PATTERN, 'Slug của tướng không hợp lệ'),
  label: z
    .string('Thiếu mã nhãn')
    .trim()
    .min(1, 'Thiếu mã nhãn')
    .max(50, 'Mã nhãn dài tối đa 50 ký tự')
    .optional(),
  aliases: aliasList,
  releaseDate: skinInput.shape.releaseDate,
  image: picture,
  splash: picture,
});

export type HeroValues = z.infer<typeof heroRow>;
export type SkinValues = z.infer<typeof skinRow>;
