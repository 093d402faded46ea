import type { FastifyInstance } from 'fastify';
import type { QueueOptions } from 'pg-boss';
import type { Database } from '../db/client';
import { auditedJob } from './audit/auditedJob';
import { createJobQueue } from './jobQueue';

export interface ScheduledJob<Result> {
  queue: string;
  cron: string;
  options: QueueOptions;
  /** Seconds between this process's looks for a due run. */
  pollingIntervalSeconds: number;
  /** The area its runs write, as the audit log names it. */
  resource: string;
  run: () => Promise<Result>;
  /** Whether a run changed nothing, and so leaves no audit event (a sweep with nothing due). */
  changedNothing?: (result: Result) => boolean;
}

/**
 * A pg-boss schedule: one run per tick of `cron` whatever the number of processes, on a queue
 * instance of its own with pg-boss's cron pass on (the task queue keeps it off), each run that
 * changed something one audit event. Stops with the app.
 */
export async function startScheduledJob<Result>(
  app: FastifyInstance,
  db: Database,
  job: ScheduledJob<Result>,
) {
  const queue = createJobQueue(db, (error) => app.log.error({ err: error }, 'pg-boss'), {
    schedule: true,
    supervise: false,
  });
  await queue.start();
  app.addHook('onClose', () => queue.stop({ graceful: true, timeout: 30_000 }));
  await queue.createQueue(job.queue, job.options);
  await queue.schedule(job.queue, job.cron);
  const audit = {
    name: job.queue,
    resource: job.resource,
    recordId: () => null,
    changedNothing: job.changedNothing,
  };
  await queue.work(
    job.queue,
    { pollingIntervalSeconds: job.pollingIntervalSeconds },
    auditedJob(db, audit, () => job.run()),
  );
}
