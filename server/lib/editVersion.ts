import { z } from 'zod';
import { ApiError } from './errors';

const VERSION = /^"?(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d{1,3})?Z)"?$/;

const versionDate = (header: string | undefined) => {
  const match = VERSION.exec(header ?? '');
  const date = match && new Date(match[1]!);
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
};

/**
 * Optimistic concurrency: an edit names the version it read, the record's `updatedAt` as the
 * API answered it, in `If-Match` (an entity tag, quotes optional). An edit without it saves
 * unconditionally, as a plain ra-data-simple-rest client or a script expects.
 */
export const ifMatchHeaders = z.object({
  'if-match': z
    .string()
    .refine(versionDate, 'If-Match phải là thời điểm sửa (updatedAt) của bản ghi đã đọc')
    .optional()
    .describe('updatedAt của bản ghi đã đọc; bản ghi đã bị sửa từ đó thì trả về 409 EDIT_CONFLICT'),
});

/** The version an edit read, or undefined for an unconditional edit. */
export const readVersion = (headers: { 'if-match'?: string | undefined }) =>
  versionDate(headers['if-match']);

const EDIT_CONFLICT_MESSAGE =
  'Bản ghi đã được người khác sửa trong lúc bạn đang sửa nên chưa được lưu. Hãy xem các thay đổi, tải lại giá trị mới rồi lưu lại.';

/** A stale edit: a 409 carrying the record as it is now, so the form can show what changed. */
export const editConflict = (current: unknown) =>
  new ApiError(409, 'EDIT_CONFLICT', EDIT_CONFLICT_MESSAGE, undefined, { current });

/** A write's 409 answer: a stale edit's current record, or a taken unique value's field. */
export const conflictAnswer = (record: z.ZodObject) =>
  z.object({
    message: z.string(),
    code: z.string(),
    errors: z.record(z.string(), z.string()).optional(),
    current: record.optional(),
  });
