import { z } from 'zod';
import { MAX_LIST_ROWS } from '../../common/listLimits';
import { lineText } from '../../common/schemas/text';
import { badRequest } from './errors';

/** ra-data-simple-rest's query string: sort, range and filter, each JSON. */
export const listQuerySchema = z.object({
  sort: lineText().max(200).optional(),
  range: lineText().max(100).optional(),
  filter: lineText().max(10_000).optional(),
});

export type ListQuery = z.infer<typeof listQuerySchema>;

export const MAX_PAGE_SIZE = 1000;

const sortSchema = z.tuple([lineText(), z.enum(['ASC', 'DESC'])]);
const rangeSchema = z
  .tuple([z.number().int().min(0), z.number().int().min(0)])
  .refine(([start, end]) => end >= start && end - start < MAX_PAGE_SIZE);
const DEEP_PAGE_MESSAGE = `Chỉ xem được ${MAX_LIST_ROWS.toLocaleString('vi-VN')} dòng đầu; hãy lọc, tìm kiếm hoặc đổi cách sắp xếp`;
const filterValue = z.union([lineText(), z.number(), z.boolean(), z.null()]);
const filterSchema = z.record(lineText(), z.union([filterValue, z.array(filterValue).max(1000)]));

function parseJson<T>(
  text: string | undefined,
  schema: z.ZodType<T>,
  field: string,
  message: string,
) {
  if (text === undefined) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest(message, { [field]: message });
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw badRequest(message, { [field]: message });
  return parsed.data;
}

export type FilterValue = z.infer<typeof filterValue> | z.infer<typeof filterValue>[];

export interface ParsedListQuery {
  sort?: { field: string; order: 'ASC' | 'DESC' };
  range: { offset: number; limit: number };
  filter: Record<string, FilterValue>;
}

export function parseListQuery(query: ListQuery, defaultPageSize = 25): ParsedListQuery {
  const sort = parseJson(query.sort, sortSchema, 'sort', 'Tham số sắp xếp không hợp lệ');
  const range = parseJson(query.range, rangeSchema, 'range', 'Tham số phân trang không hợp lệ');
  if (range && range[0] >= MAX_LIST_ROWS) {
    throw badRequest(DEEP_PAGE_MESSAGE, { range: DEEP_PAGE_MESSAGE }, 'PAGE_TOO_DEEP');
  }
  const filter = parseJson(query.filter, filterSchema, 'filter', 'Tham số lọc không hợp lệ') ?? {};
  return {
    ...(sort && { sort: { field: sort[0], order: sort[1] } }),
    range: range
      ? { offset: range[0], limit: range[1] - range[0] + 1 }
      : { offset: 0, limit: defaultPageSize },
    filter,
  };
}
