import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limitWindowsFor, type LimitWindows } from '../../server/lib/limitWindows';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase';

let database: TestDatabase;
let windows: LimitWindows;

beforeAll(async () => {
  database = await createTestDatabase(2);
  windows = limitWindowsFor(database);
});
afterAll(() => database.close());

const after = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('limit windows', () => {
  it('count a key from its first use, and afresh once its window has ended', async () => {
    const first = await windows.hit('a', 50);
    expect(first.hits).toBe(1);
    expect(first.msLeft).toBeGreaterThan(0);
    expect(first.msLeft).toBeLessThanOrEqual(50);
    expect((await windows.hit('a', 50)).hits).toBe(2);
    expect((await windows.hit('b', 50)).hits).toBe(1);
    await after(60);
    expect((await windows.hit('a', 60_000)).hits).toBe(1);
  });

  it('end a window only when dropped by the one that opened it', async () => {
    const held = await windows.hit('held', 60_000);
    await windows.drop('held', new Date(held.resetsAt.getTime() - 1));
    expect((await windows.hit('held', 60_000)).hits).toBe(2);
    await windows.drop('held', held.resetsAt);
    expect((await windows.hit('held', 60_000)).hits).toBe(1);
  });

  it('forget ended windows when swept, and keep the running ones', async () => {
    await windows.hit('ended', 1);
    await windows.hit('running', 60_000);
    await after(10);
    await windows.sweep();
    expect((await windows.hit('running', 60_000)).hits).toBe(2);
    // On PGlite the counts live in the process; on PostgreSQL the table shows what was swept.
    if (database.pool) {
      const { rows } = await database.pool.query<{ key: string }>('select key from limit_windows');
      expect(rows.map((row) => row.key)).not.toContain('ended');
      expect(rows.map((row) => row.key)).toContain('running');
    }
  });
});
