import { z } from 'zod';
import { ITEM_CATEGORIES, SKIN_TIERS, SLUG_PATTERN } from '../../../common/aov';
import { lineText, multilineText } from '../../../common/schemas/text';

export const nameSchema = (what: string) =>
  lineText(`${what} không được để trống`)
    .trim()
    .min(1, `${what} không được để trống`)
    .max(100, `${what} dài tối đa 100 ký tự`);

export const slugSchema = z
  .string('Slug không được để trống')
  .trim()
  .min(1, 'Slug không được để trống')
  .max(100, 'Slug dài tối đa 100 ký tự')
  .regex(SLUG_PATTERN, 'Slug chỉ gồm chữ thường không dấu, số và dấu gạch ngang');

const imageId = z.uuid('Ảnh không hợp lệ').nullable().optional();
const releaseDate = z.iso.date('Ngày phát hành phải có dạng YYYY-MM-DD').nullable().optional();
const description = multilineText().trim().max(2000, 'Mô tả dài tối đa 2000 ký tự').optional();
const timestamps = { id: z.number(), createdAt: z.date(), updatedAt: z.date() };
/** Left out on create, the slug is made from the name (see `withSlug`). */
const optionalSlug = slugSchema.optional();

export const tagInput = z.object({
  slug: optionalSlug,
  name: nameSchema('Tên thẻ'),
  color: z
    .string('Màu không hợp lệ')
    .regex(/^#[0-9a-fA-F]{6}$/, 'Màu phải có dạng #rrggbb')
    .optional(),
  description,
});
export const tagRecord = tagInput.extend({
  ...timestamps,
  slug: z.string(),
  color: z.string(),
  description: z.string(),
});

export const heroInput = z.object({
  slug: optionalSlug,
  name: nameSchema('Tên tướng'),
  title: lineText().trim().max(100, 'Danh hiệu dài tối đa 100 ký tự').optional(),
  tags: z
    .array(z.number().int().positive('Thẻ không hợp lệ'), 'Thẻ không hợp lệ')
    .max(20, 'Tối đa 20 thẻ')
    .optional(),
  avatar: imageId,
  releaseDate,
  active: z.boolean('Trạng thái không hợp lệ').optional(),
});
export const heroRecord = heroInput.extend({
  ...timestamps,
  slug: z.string(),
  title: z.string(),
  tags: z.array(z.number()),
  avatar: z.string().nullable(),
  releaseDate: z.string().nullable(),
  active: z.boolean(),
});

export const skinInput = z.object({
  heroId: z.number('Hãy chọn tướng').int().positive('Hãy chọn tướng'),
  slug: optionalSlug,
  name: nameSchema('Tên trang phục'),
  tier: z.enum(SKIN_TIERS, `Bậc phải là một trong ${SKIN_TIERS.join(', ')}`),
  image: imageId,
  limited: z.boolean('Giá trị không hợp lệ').optional(),
  releaseDate,
});
export const skinRecord = skinInput.extend({
  ...timestamps,
  slug: z.string(),
  image: z.string().nullable(),
  limited: z.boolean(),
  releaseDate: z.string().nullable(),
});

const categories = Object.keys(ITEM_CATEGORIES) as [keyof typeof ITEM_CATEGORIES];
export const itemInput = z.object({
  name: nameSchema('Tên trang bị'),
  category: z.enum(categories, 'Hãy chọn loại trang bị'),
  price: z
    .number('Giá phải là số vàng')
    .int('Giá phải là số nguyên')
    .min(0, 'Giá không được âm')
    .max(100_000, 'Giá tối đa 100.000 vàng'),
  image: imageId,
  description,
});
export const itemRecord = itemInput.extend({
  ...timestamps,
  image: z.string().nullable(),
  description: z.string(),
});
