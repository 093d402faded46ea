import type { FastifyInstance } from 'fastify';
import type { QueueOptions } from 'pg-boss';
import type { Database } from '../db/client';
import { createJobQueue } from './jobQueue';

export interface ScheduledJob {
  queue: string;
  cron: string;
  options: QueueOptions;
  /** Seconds between this process's looks for a due run. */
  pollingIntervalSeconds: number;
  run: () => Promise<unknown>;
}

/**
 * A pg-boss schedule: one run per tick of `cron` whatever the number of processes, on a queue
 * instance of its own with pg-boss's cron pass on (the task queue keeps it off). Stops with the app.
 */
export async function startScheduledJob(app: FastifyInstance, db: Database, job: ScheduledJob) {
  const queue = createJobQueue(db, (error) => app.log.error({ err: error }, 'pg-boss'), {
    schedule: true,
    supervise: false,
  });
  await queue.start();
  app.addHook('onClose', () => queue.stop({ graceful: true, timeout: 30_000 }));
  await queue.createQueue(job.queue, job.options);
  await queue.schedule(job.queue, job.cron);
  await queue.work(job.queue, { pollingIntervalSeconds: job.pollingIntervalSeconds }, job.run);
}
