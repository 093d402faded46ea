import { ApiError } from '../../lib/errors';
import type { LimitWindows } from '../../lib/limitWindows';

/** Lookups a member may make in a window: a busy payer's reviews, far from a directory's worth. */
export const RECIPIENT_LOOKUPS = 30;
const WINDOW_MINUTES = 10;

/**
 * Counts one recipient lookup of this member (in `windows`, so across every API process) and
 * refuses past the limit: each answer tells whether an address has an account, so a member may
 * not walk a list of addresses through it.
 */
export async function countRecipientLookup(windows: LimitWindows, userId: number): Promise<void> {
  const { hits, msLeft } = await windows.hit(
    `recipient-lookups:${userId}`,
    WINDOW_MINUTES * 60_000,
  );
  if (hits <= RECIPIENT_LOOKUPS) return;
  throw new ApiError(
    429,
    'TOO_MANY_RECIPIENT_LOOKUPS',
    `Bạn đã tra người nhận ${RECIPIENT_LOOKUPS} lần trong ${WINDOW_MINUTES} phút: hãy thử lại sau ${Math.ceil(msLeft / 60_000)} phút`,
  );
}
