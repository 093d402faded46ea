import { ApiError } from '../../lib/errors';
import type { LimitWindows } from '../../lib/limitWindows';

const MINUTE = 60_000;
/** How long a preview's one-at-a-time mark holds if its process dies before taking it back. */
const BUSY_MS = 60_000;

const tooMany = (message: string) => new ApiError(429, 'TOO_MANY_PREVIEWS', message);

/**
 * Per member, counted in `windows` (so across every API process): one preview at a time and
 * `perMinute` in a minute from the first. A preview is free and composed at once, so without
 * this one member could hold every composition slot.
 */
export class PreviewBudget {
  constructor(
    private readonly windows: LimitWindows,
    private readonly perMinute: number,
  ) {}

  async spend<T>(userId: number, work: () => Promise<T>): Promise<T> {
    const busyKey = `preview-busy:${userId}`;
    const busy = await this.windows.hit(busyKey, BUSY_MS);
    if (busy.hits > 1) {
      throw tooMany('Bản xem trước trước đó đang được tạo: hãy đợi nó xong rồi thử lại');
    }
    try {
      const lastMinute = await this.windows.hit(`previews:${userId}`, MINUTE);
      if (lastMinute.hits > this.perMinute) {
        const seconds = Math.ceil(lastMinute.msLeft / 1000);
        throw tooMany(
          `Bạn đã xem trước ${this.perMinute} lần trong một phút: hãy thử lại sau ${seconds} giây`,
        );
      }
      return await work();
    } finally {
      // Should the database not answer now, the mark lapses by itself after BUSY_MS.
      await this.windows.drop(busyKey, busy.resetsAt).catch(() => {});
    }
  }
}

/**
 * The free routes' (preview, test1) own rate limit per member, twice what a member is
 * served: someone who keeps asking after being refused is then refused by the rate limit, which
 * reads only the token, before any database work, so a flood costs the server little.
 */
export const freeRouteLimit = (previewsPerMinute: number) => ({
  max: 2 * previewsPerMinute,
  timeWindow: '1 minute',
});
