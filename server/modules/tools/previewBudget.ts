import { ApiError } from '../../lib/errors';

const MINUTE = 60_000;

const tooMany = (message: string) => new ApiError(429, 'TOO_MANY_PREVIEWS', message);

/**
 * Per member, in this process: one preview at a time and `perMinute` in any minute. A preview is
 * free and composed at once, so without this one member could hold every composition slot.
 */
export class PreviewBudget {
  private readonly busy = new Set<number>();
  private readonly recent = new Map<number, number[]>();

  constructor(private readonly perMinute: number) {}

  async spend<T>(userId: number, work: () => Promise<T>): Promise<T> {
    if (this.busy.has(userId)) {
      throw tooMany('Bản xem trước trước đó đang được tạo: hãy đợi nó xong rồi thử lại');
    }
    const now = Date.now();
    const lastMinute = (this.recent.get(userId) ?? []).filter((at) => now - at < MINUTE);
    if (lastMinute.length >= this.perMinute) {
      const seconds = Math.ceil((lastMinute[0]! + MINUTE - now) / 1000);
      throw tooMany(
        `Bạn đã xem trước ${this.perMinute} lần trong một phút: hãy thử lại sau ${seconds} giây`,
      );
    }
    this.recent.set(userId, [...lastMinute, now]);
    this.busy.add(userId);
    try {
      return await work();
    } finally {
      this.busy.delete(userId);
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
