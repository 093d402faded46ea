import { z } from 'zod';
import { SLUG_PATTERN, slugify } from '../../../../common/aov';
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
  tags: slugList.optional(),
  releaseDate: heroInput.shape.releaseDate,
  active: flag.optional(),
});

export const skinRow = row({
  slug: slugInput,
  name: nameSchema('Tên trang phục'),
  hero: z.string('Thiếu slug của tướng').regex(SLUG_PATTERN, 'Slug của tướng không hợp lệ'),
  tier: skinInput.shape.tier,
  limited: flag.optional(),
  releaseDate: skinInput.shape.releaseDate,
});

export type TagValues = z.infer<typeof tagRow>;
export type HeroValues = z.infer<typeof heroRow>;
export type SkinValues = z.infer<typeof skinRow>;
