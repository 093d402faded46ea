import { z } from 'zod';

/**
 * Every money-moving or charging POST names its attempt, so a repeated request acts once. The
 * app sends a UUID; a key of a few characters is too likely to be reused by another attempt.
 */
export const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string('Thiếu tiêu đề Idempotency-Key')
    .trim()
    .min(8, 'Idempotency-Key phải có ít nhất 8 ký tự')
    .max(200, 'Idempotency-Key tối đa 200 ký tự'),
});
