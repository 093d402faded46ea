import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limitWindowsFor, type LimitWindows } from '../../server/lib/limitWindows';
import { sharedCounter, unreportedHitsAllowed } from '../../server/lib/sharedCounter';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase';

let database: TestDatabase;
let windows: LimitWindows;

// On PostgreSQL every counter writes to the database's table, as API processes do; on PGlite
// they share the one process's windows.
beforeAll(async () => {
  database = await createTestDatabase(4);
  windows = limitWindowsFor(database);
});
afterAll(() => database.close());

const MINUTE = 60_000;
const after = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The counts `counter` tells `count` hits of `key` one after the other. */
async function hitsSeen(
  counter: ReturnType<typeof sharedCounter>,
  key: string,
  count: number,
  max: number,
  windowMs = MINUTE,
) {
  const seen: number[] = [];
  for (let i = 0; i < count; i++) seen.push((await counter.hit(key, windowMs, max)).hits);
  return seen;
}

const oneTo = (count: number) => Array.from({ length: count }, (_, i) => i + 1);

describe('a shared counter', () => {
  it('holds up to max / 32 unwritten hits a process, never more than 100', () => {
    expect([10, 31, 32, 64, 1200, 3200, 100_000].map(unreportedHitsAllowed)).toEqual([
      0, 0, 1, 2, 37, 100, 100,
    ]);
  });

  it('counts exactly in one process, writing its hits a batch at a time', async () => {
    let writes = 0;
    const counter = sharedCounter({
      ...windows,
      hit: (...args) => ((writes += 1), windows.hit(...args)),
    });
    expect(await hitsSeen(counter, 'alone', 130, 1200)).toEqual(oneTo(130));
    // The first hit, then one write for every batch of 37 and the hit that came after it.
    expect(writes).toBe(4);
    // Concurrent hits too: each is told a count of its own.
    const together = await Promise.all(
      Array.from({ length: 90 }, () => counter.hit('alone', MINUTE, 1200)),
    );
    expect(together.map((hit) => hit.hits).sort((a, b) => a - b)).toEqual(oneTo(220).slice(130));
    const next = await counter.hit('alone', MINUTE, 1200);
    expect(next.hits).toBe(221);
    expect(next.msLeft).toBeGreaterThan(0);
    expect(next.msLeft).toBeLessThanOrEqual(MINUTE);
  });

  it('writes every hit at once under a limit below 32, so processes together count exactly', async () => {
    const [one, two] = [sharedCounter(windows), sharedCounter(windows)];
    const seen: number[] = [];
    for (let i = 0; i < 20; i++)
      seen.push((await [one, two][i % 2]!.hit('small', MINUTE, 31)).hits);
    expect(seen).toEqual(oneTo(20));
  });

  it('lets several processes through at most max + (P - 1) · the batch, and at least max', async () => {
    const max = 320;
    const counters = [sharedCounter(windows), sharedCounter(windows), sharedCounter(windows)];
    let allowed = 0;
    let refusedEverywhere = false;
    const refused = new Set<number>();
    while (!refusedEverywhere) {
      for (const [at, counter] of counters.entries()) {
        if ((await counter.hit('shared', MINUTE, max)).hits <= max) allowed += 1;
        else refused.add(at);
      }
      refusedEverywhere = refused.size === counters.length;
    }
    expect(allowed).toBeGreaterThanOrEqual(max);
    expect(allowed).toBeLessThanOrEqual(max + (counters.length - 1) * unreportedHitsAllowed(max));
  });

  it('counts afresh once the window has ended', async () => {
    const counter = sharedCounter(windows);
    expect(await hitsSeen(counter, 'rolling', 40, 1200, 100)).toEqual(oneTo(40));
    await after(120);
    expect(await hitsSeen(counter, 'rolling', 3, 1200, 100)).toEqual([1, 2, 3]);
  });

  it('writes the hits it holds when flushed, as a process does when it stops', async () => {
    const stopping = sharedCounter(windows);
    await hitsSeen(stopping, 'flushed', 20, 1200);
    await stopping.flush();
    expect((await sharedCounter(windows).hit('flushed', MINUTE, 31)).hits).toBe(21);
  });
});
