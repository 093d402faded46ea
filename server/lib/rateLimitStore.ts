import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { SharedCounter } from './sharedCounter';

type Incr = FastifyRateLimitStore['incr'];

/**
 * @fastify/rate-limit's store on `counter`, so every API process counts the same requests: the
 * rate limit's windows under `rate:`, a route with a limit of its own under its method and path.
 */
export function sharedRateLimitStore(
  counter: SharedCounter,
  onError: (error: Error) => void,
): FastifyRateLimitStoreCtor {
  class SharedStore implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly scope = 'rate:',
    ) {}

    incr(...[key, callback, timeWindow, max]: Parameters<Incr>) {
      counter.hit(`${this.scope}${key}`, timeWindow, max).then(
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
