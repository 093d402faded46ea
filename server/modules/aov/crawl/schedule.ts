import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { aovCrawls } from '../../../db/schema';
import type { Env } from '../../../env';
import { ApiError } from '../../../lib/errors';
import { startScheduledJob } from '../../../lib/scheduledJob';
import { readConfigValues } from '../../config';
import { runCrawl, type CrawlContext } from './run';
import { insertCrawl } from './service';

export const CRAWL_SCHEDULE_QUEUE = 'aov-crawl-schedule';
/** Every day at 03:00 UTC; `weekly` runs on Mondays only. */
const CRAWL_CRON = '0 3 * * *';
const MONDAY = 1;

/** What a scheduled re-crawl found, as its audit event holds it. */
export type ScheduledCrawl = Pick<
  typeof aovCrawls.$inferSelect,
  'id' | 'source' | 'status' | 'error' | 'outcome'
>;

const neverAborted = new AbortController().signal;

/**
 * One tick of the schedule: when AOV_CRAWL_SCHEDULE says so today and AOV_CRAWL_URL is set,
 * crawls that URL into the staging area (an admin approves it) and answers what it found; null
 * when it did not run (off, not Monday for `weekly`, or another crawl running).
 */
export async function scheduledCrawl(
  context: CrawlContext,
  now: Date,
): Promise<ScheduledCrawl | null> {
  const { db } = context;
  const settings = await readConfigValues(db, ['AOV_CRAWL_SCHEDULE', 'AOV_CRAWL_URL']);
  const schedule = settings.AOV_CRAWL_SCHEDULE;
  const url = settings.AOV_CRAWL_URL;
  if (!url || schedule === 'off' || (schedule === 'weekly' && now.getUTCDay() !== MONDAY)) {
    return null;
  }
  let crawlId: number;
  try {
    crawlId = (await insertCrawl(db, { source: url, startedBy: null })).id;
  } catch (error) {
    if (error instanceof ApiError && error.code === 'CRAWL_RUNNING') return null;
    throw error;
  }
  await runCrawl(context, crawlId, neverAborted);
  const [crawl] = await db
    .select({
      id: aovCrawls.id,
      source: aovCrawls.source,
      status: aovCrawls.status,
      error: aovCrawls.error,
      outcome: aovCrawls.outcome,
    })
    .from(aovCrawls)
    .where(eq(aovCrawls.id, crawlId));
  return crawl!;
}

/** Whether a scheduled crawl found nothing new, changed, gone or wrong: no audit event then. */
export function foundNothing(crawl: ScheduledCrawl | null): boolean {
  if (!crawl) return true;
  const { outcome } = crawl;
  if (crawl.status !== 'done' || !outcome) return false;
  const { heroes, skins } = outcome;
  return (
    heroes.new + heroes.changed + heroes.error + skins.new + skins.changed + skins.error === 0 &&
    outcome.gone.length === 0
  );
}

/** The scheduled re-crawl, where this process works jobs; each run that found something is audited. */
export async function startCrawlSchedule(app: FastifyInstance, env: Env, context: CrawlContext) {
  if (!env.JOB_WORKERS) return;
  await startScheduledJob(app, context.db, {
    queue: CRAWL_SCHEDULE_QUEUE,
    cron: CRAWL_CRON,
    options: { retryLimit: 0, expireInSeconds: 3600 },
    pollingIntervalSeconds: 60,
    resource: 'aov/crawls',
    run: () => scheduledCrawl(context, new Date()),
    changedNothing: foundNothing,
  });
}
