import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';
import { preparedStatement } from '../db/prepared';

export interface WindowCount {
  /** Uses counted in the current window, this one included. */
  hits: number;
  /** Milliseconds until the window ends. */
  msLeft: number;
  /** When it ends, to the millisecond (as stored): names this window to `drop`. */
  resetsAt: Date;
}

/**
 * Counts per key in windows that start at a key's first use: the rate limit's, the preview
 * budget's. Every API process on one PostgreSQL shares them.
 */
export interface LimitWindows {
  /**
   * Counts `uses` (one unless told) of `key`: in its window, or in a new one of `windowMs` once
   * that has ended.
   */
  hit(key: string, windowMs: number, uses?: number): Promise<WindowCount>;
  /** Ends `key`'s window, if it is still the one ending at `resetsAt`. */
  drop(key: string, resetsAt: Date): Promise<void>;
  /** Forgets the windows that have ended. */
  sweep(): Promise<void>;
}

/**
 * One use counted, committed without waiting for the WAL to reach the disk
 * (`synchronous_commit` off for this statement's own transaction): the count is visible to
 * every process at once all the same, and a database crash could only forget the last fraction
 * of a second of uses. Waiting for the flush on every request took 15–25 ms of each request's
 * time under load, and a quarter of the throughput of a ten-client upsert loop.
 */
const hitStatement = preparedStatement<{ hits: number; ms_left: number; resets_at: Date | string }>(
  'limit_window_hit',
  sql`insert into limit_windows as w (key, hits, resets_at)
      select ${sql.placeholder('key')}::text, ${sql.placeholder('uses')}::int,
             date_trunc('milliseconds', now() + ${sql.placeholder('ms')}::int * interval '1 millisecond')
      from (select set_config('synchronous_commit', 'off', true)) as without_flush_wait
      on conflict (key) do update set
        hits = case when w.resets_at <= now() then excluded.hits else w.hits + excluded.hits end,
        resets_at = case when w.resets_at <= now() then excluded.resets_at else w.resets_at end
      returning w.hits, w.resets_at, ceil(extract(epoch from w.resets_at - now()) * 1000)::int as ms_left`,
);

/** In the `limit_windows` table: one atomic upsert a call. */
function databaseLimitWindows({ db }: DatabaseHandle): LimitWindows {
  return {
    hit: async (key, windowMs, uses = 1) => {
      const [row] = await hitStatement(db, { key, ms: windowMs, uses });
      return { hits: row!.hits, msLeft: row!.ms_left, resetsAt: new Date(row!.resets_at) };
    },
    drop: async (key, resetsAt) => {
      await db.execute(
        sql`delete from limit_windows where key = ${key} and resets_at = ${resetsAt.toISOString()}`,
      );
    },
    sweep: async () => {
      await db.execute(sql`delete from limit_windows where resets_at <= now()`);
    },
  };
}

/** In this process's memory, for a database only this process can open. */
function memoryLimitWindows(): LimitWindows {
  const windows = new Map<string, { hits: number; resetsAt: number }>();
  return {
    hit: async (key, windowMs, uses = 1) => {
      const now = Date.now();
      let window = windows.get(key);
      if (!window || window.resetsAt <= now) {
        window = { hits: 0, resetsAt: now + windowMs };
        windows.set(key, window);
      }
      window.hits += uses;
      return {
        hits: window.hits,
        msLeft: window.resetsAt - now,
        resetsAt: new Date(window.resetsAt),
      };
    },
    drop: async (key, resetsAt) => {
      if (windows.get(key)?.resetsAt === resetsAt.getTime()) windows.delete(key);
    },
    sweep: async () => {
      const now = Date.now();
      for (const [key, window] of windows) if (window.resetsAt <= now) windows.delete(key);
    },
  };
}

/**
 * The database's table on a PostgreSQL server, where several API processes may count; memory on
 * PGlite, which one process owns: there the table's extra statement on every request cost a
 * quarter of the API's throughput (`npm run bench:api`, docs/benchmarks.md) for the same counts.
 */
export const limitWindowsFor = (database: DatabaseHandle): LimitWindows =>
  database.kind === 'postgres' ? databaseLimitWindows(database) : memoryLimitWindows();
