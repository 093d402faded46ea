import { z } from 'zod';
import { CONFIG_KEY_PATTERN } from '../configKeys';
import { lineText } from './text';

export const keyParams = z.object({
  key: z
    .string()
    .regex(
      CONFIG_KEY_PATTERN,
      'Khóa chỉ gồm chữ in hoa, số và dấu gạch dưới, bắt đầu bằng chữ, tối đa 64 ký tự',
    ),
});

export const writeBody = z
  .object({
    value: z.unknown(),
    description: lineText('Mô tả phải là chuỗi')
      .trim()
      .max(500, 'Mô tả tối đa 500 ký tự')
      .optional(),
  })
  .strict();

const publicEntry = z.object({
  key: z.string(),
  value: z.unknown(),
  isPublic: z.boolean(),
  description: z.string(),
  updatedAt: z.string(),
});

/** Public readers do not learn who changed an entry. */
export const privateEntry = publicEntry.extend({
  updatedBy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});

export { publicEntry };
