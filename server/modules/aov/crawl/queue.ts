import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { JobWithMetadata } from 'pg-boss';
import { aovCrawls } from '../../../db/schema';
import type { Env } from '../../../env';
import { auditedJob } from '../../../lib/audit/auditedJob';
import { createJobQueue } from '../../../lib/jobQueue';
import { failCrawl, runCrawl, type CrawlContext } from './run';

export const CRAWL_QUEUE = 'aov-crawl';

/**
 * A crawl's job is tried again after its server stopped (the close aborts it between
 * pictures) or died (its heartbeat stops for ten seconds): each try resumes from the pictures
 * kept. Six tries in all; the last one's failure fails the crawl.
 */
const CRAWL_JOBS = { retryLimit: 5, retryDelay: 2, expireInSeconds: 3600, heartbeatSeconds: 10 };
const SUPERVISE_SECONDS = 15;

type CrawlJob = JobWithMetadata<{ crawlId: number }>;

export interface CrawlQueue {
  send(crawl: { id: number; jobId: string }): Promise<void>;
}

/**
 * The crawl queue (pg-boss): started with the app, stopped when it closes. With JOB_WORKERS it
 * also works the queue and sends again the job of every crawl still running (a known job id is
 * queued only once, so this is harmless when its job is there).
 */
export async function startCrawlQueue(
  app: FastifyInstance,
  env: Env,
  context: CrawlContext,
): Promise<CrawlQueue> {
  const { db } = context;
  const queue = createJobQueue(db, (error) => app.log.error({ err: error }, 'pg-boss'), {
    superviseIntervalSeconds: SUPERVISE_SECONDS,
    monitorIntervalSeconds: SUPERVISE_SECONDS,
  });
  await queue.start();
  app.addHook('onClose', () => queue.stop({ graceful: true, timeout: 30_000 }));
  await queue.createQueue(CRAWL_QUEUE, CRAWL_JOBS);
  await queue.updateQueue(CRAWL_QUEUE, CRAWL_JOBS);
  const send: CrawlQueue['send'] = async (crawl) => {
    await queue.send(CRAWL_QUEUE, { crawlId: crawl.id }, { id: crawl.jobId });
  };
  if (env.JOB_WORKERS) {
    // Registered after the queue's own hook, so it runs first: the crawl stops between pictures
    // and its job is failed, to be tried again by the next server.
    const closing = new AbortController();
    app.addHook('onClose', async () => closing.abort());
    await queue.work(
      CRAWL_QUEUE,
      { pollingIntervalSeconds: 1, batchSize: 1, includeMetadata: true },
      auditedJob(
        db,
        {
          name: CRAWL_QUEUE,
          resource: 'aov/crawls',
          recordId: (job: CrawlJob) => job.data.crawlId,
        },
        async ([job]: CrawlJob[]) => {
          const { crawlId } = job!.data;
          try {
            return await runCrawl(context, crawlId, AbortSignal.any([closing.signal, job!.signal]));
          } catch (error) {
            if (job!.retryCount >= job!.retryLimit && !closing.signal.aborted) {
              await failCrawl(db, crawlId, 'Lấy dữ liệu thất bại do lỗi hệ thống');
            }
            throw error;
          }
        },
      ),
    );
    const running = await db
      .select({ id: aovCrawls.id, jobId: aovCrawls.jobId })
      .from(aovCrawls)
      .where(eq(aovCrawls.status, 'running'));
    for (const crawl of running) await send(crawl);
  }
  return { send };
}
