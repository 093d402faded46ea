import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Counters every API process shares: the rate limit's windows, the preview budget's count and
 * its one-at-a-time mark. One row a key, counting from its window's first use until `resetsAt`;
 * an ended window is counted afresh on its next use and deleted by a sweep. The table is
 * UNLOGGED (its migration says so): a crash may forget a minute's counts, never more.
 */
export const limitWindows = pgTable('limit_windows', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
});
