import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { uploads } from './uploads';
import { users } from './users';

/** What a finished crawl staged, and the skins its source no longer lists (flagged, kept). */
export interface CrawlOutcome {
  heroes: { total: number; new: number; changed: number; unchanged: number; error: number };
  skins: { total: number; new: number; changed: number; unchanged: number; error: number };
  pictureErrors: number;
  gone: { slug: string; name: string; hero: string }[];
}

/** One crawl of a catalogue dataset into the staging area, run by a job that survives restarts. */
export const aovCrawls = pgTable(
  'aov_crawls',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The dataset's URL, or the name of the uploaded file. */
    source: text('source').notNull(),
    /** An uploaded file's copy under DATA_DIR/crawls, read by every try of the job. */
    file: text('file'),
    status: text('status').$type<'running' | 'done' | 'failed'>().notNull().default('running'),
    /** Its pg-boss job's id: sending it again (at start-up) never queues it twice. */
    jobId: uuid('job_id').notNull().defaultRandom(),
    picturesTotal: integer('pictures_total').notNull().default(0),
    picturesDone: integer('pictures_done').notNull().default(0),
    error: text('error'),
    outcome: jsonb('outcome').$type<CrawlOutcome>(),
    startedBy: integer('started_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('aov_crawls_created_at').on(t.createdAt),
    // One crawl at a time: a second one would stage over the first's rows.
    uniqueIndex('aov_crawls_one_running')
      .on(t.status)
      .where(sql`status = 'running'`),
  ],
);

/**
 * Every picture a crawl kept, by where it came from (its URL, or `sha256:` and the hash of a
 * file's picture) and its content's hash: a URL seen before is not fetched again, and the same
 * bytes under another URL reuse the upload.
 */
export const aovCrawlPictures = pgTable(
  'aov_crawl_pictures',
  {
    source: text('source').primaryKey(),
    sha256: text('sha256').notNull(),
    upload: uuid('upload')
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('aov_crawl_pictures_sha256').on(t.sha256)],
);
