import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { LimitWindows } from './limitWindows';

type Incr = FastifyRateLimitStore['incr'];

/**
 * @fastify/rate-limit's store on `windows`, so every API process counts the same requests: the
 * rate limit's windows under `rate:`, a route with a limit of its own under its method and path.
 */
export function sharedRateLimitStore(
  windows: LimitWindows,
  onError: (error: Error) => void,
): FastifyRateLimitStoreCtor {
  class SharedStore implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly scope = 'rate:',
    ) {}

    incr(...[key, callback, timeWindow]: Parameters<Incr>) {
      windows.hit(`${this.scope}${key}`, timeWindow).then(
        ({ hits, msLeft }) => callback(null, { current: hits, ttl: msLeft }),
        (error: Error) => {
          onError(error);
          callback(error);
        },
      );
    }

    child(options: unknown) {
      const route = (options as { routeInfo: { method: string; url: string } }).routeInfo;
      return new SharedStore(undefined, `rate:${route.method} ${route.url}:`);
    }
  }
  return SharedStore;
}
