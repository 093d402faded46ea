import { conflict } from '../../lib/errors';
import type { CollageRequest } from '../../db/schema';

const canonical = (request: CollageRequest) =>
  JSON.stringify({
    skinIds: request.skinIds,
    uploadIds: request.uploadIds,
    options: Object.fromEntries(
      Object.entries(request.options).sort(([a], [b]) => a.localeCompare(b)),
    ),
    sample: request.sample ?? false,
  });

/** Same Idempotency-Key, same body: the first result. Same key, another body: 409. */
export function assertSameRequest(first: CollageRequest, again: CollageRequest): void {
  if (canonical(first) !== canonical(again)) {
    throw conflict(
      'Khóa Idempotency-Key này đã được dùng cho một yêu cầu khác',
      'IDEMPOTENCY_KEY_REUSED',
    );
  }
}
