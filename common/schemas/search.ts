import { z } from 'zod';
import { lineText } from './text';

export const SEARCH_KINDS = ['user', 'transaction', 'order', 'hero', 'tag', 'skin'] as const;

export const searchQuery = z
  .object({
    q: lineText('Từ khóa phải là chuỗi')
      .trim()
      .min(2, 'Nhập ít nhất 2 ký tự để tìm')
      .max(100, 'Từ khóa tối đa 100 ký tự'),
  })
  .strict();

export const searchHit = z.object({
  kind: z.enum(SEARCH_KINDS),
  id: z.number().int(),
  label: z.string(),
  detail: z.string(),
  /** 0: the whole text matches, 1: it begins with the words, 2: it contains them. */
  rank: z.number().int(),
});

export type SearchHit = z.output<typeof searchHit>;
