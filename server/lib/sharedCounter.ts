import type { LimitWindows } from './limitWindows';

/**
 * How many hits of a key a process may count on its own before writing them, under a limit of
 * `max`: P processes together then let through at most max + (P - 1) · this many. Under 32 it is
 * none: every hit is written, and the limit is exact.
 */
export const unreportedHitsAllowed = (max: number) => Math.min(100, Math.floor(max / 32));

export interface CounterHit {
  /** Hits counted in the key's window, this one included, as far as this process knows. */
  hits: number;
  /** Milliseconds until the window ends. */
  msLeft: number;
}

/** A key's window as this process knows it. */
interface KnownWindow {
  /** The shared count as the last write answered it (this process's written hits included). */
  shared: number;
  /** Hits counted here since, not yet written. */
  unreported: number;
  /** When the window ends, on this process's clock. */
  endsAtMs: number;
  /** When it ends as the table stores it: which window it is. */
  resetsAtMs: number;
  windowMs: number;
  /** The write under way, carrying the unreported hits: the next hits wait for its answer. */
  writing?: Promise<unknown>;
}

export interface SharedCounter {
  /** Counts one hit of `key` against a limit of `max` in windows of `windowMs`. */
  hit(key: string, windowMs: number, max: number): Promise<CounterHit>;
  /** Writes every hit counted and not yet written, and forgets the windows that have ended. */
  flush(): Promise<void>;
}

/**
 * Hits counted in `windows` a batch at a time: a process counts a key's hits itself, up to
 * `unreportedHitsAllowed(max)`, and writes them with the next hit in one call. Its own count
 * plus the shared count it last read decides each hit, so a process alone is exact; the other
 * processes' unwritten hits are what several may let through past `max`. One write a request
 * to the shared table cost the API a database round trip and a backend's write on each.
 */
export function sharedCounter(windows: LimitWindows): SharedCounter {
  const known = new Map<string, KnownWindow>();

  const liveWindow = (key: string) => {
    const window = known.get(key);
    if (window && window.endsAtMs > Date.now()) return window;
    // An ended window's unwritten hits no longer count against anything.
    known.delete(key);
    return undefined;
  };

  /**
   * Writes `window`'s unreported hits and `extra` more; the table's answer is remembered. While
   * it carries unreported hits, the key's next hits wait for it, so that no more than the batch
   * are ever unwritten and the count they are told is exact for this process.
   */
  async function write(key: string, windowMs: number, window: KnownWindow | undefined, extra = 0) {
    const carried = window?.unreported ?? 0;
    const counting = windows.hit(key, windowMs, carried + extra);
    if (window && carried) {
      window.unreported = 0;
      window.writing = counting.catch(() => {});
    }
    try {
      const counted = await counting;
      const resetsAtMs = counted.resetsAt.getTime();
      const current = liveWindow(key);
      if (current?.resetsAtMs === resetsAtMs) {
        current.shared = Math.max(current.shared, counted.hits);
      } else if (!current || current.resetsAtMs < resetsAtMs) {
        const endsAtMs = Date.now() + counted.msLeft;
        known.set(key, { shared: counted.hits, unreported: 0, endsAtMs, resetsAtMs, windowMs });
      }
      return counted;
    } catch (error) {
      // Not lost: written with the key's next write.
      if (window && carried) window.unreported += carried;
      throw error;
    } finally {
      if (window && carried) window.writing = undefined;
    }
  }

  return {
    async hit(key, windowMs, max) {
      const batch = unreportedHitsAllowed(max);
      for (;;) {
        const window = liveWindow(key);
        if (window?.writing) {
          await window.writing;
          continue;
        }
        if (window && window.unreported < batch) {
          window.unreported += 1;
          return {
            hits: window.shared + window.unreported,
            msLeft: window.endsAtMs - Date.now(),
          };
        }
        const { hits, msLeft } = await write(key, windowMs, window, 1);
        return { hits, msLeft };
      }
    },
    async flush() {
      const writes: Promise<unknown>[] = [];
      for (const key of [...known.keys()]) {
        const window = liveWindow(key);
        if (window?.unreported) writes.push(write(key, window.windowMs, window));
      }
      await Promise.all(writes);
    },
  };
}
