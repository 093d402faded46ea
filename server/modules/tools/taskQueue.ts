import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Job, JobWithMetadata } from 'pg-boss';
import type { Database, Executor } from '../../db/client';
import { toolTasks } from '../../db/schema';
import type { Env } from '../../env';
import { auditedJob, type AuditedQueue } from '../../lib/audit/auditedJob';
import { createJobQueue, type JobQueue } from '../../lib/jobQueue';
import type { PrioritySlots } from '../../lib/prioritySlots';
import { ABANDONED_TASKS_QUEUE, resendQueuedTasks, TASK_QUEUES } from './tasks';
import { failAbandonedTask, processTask } from './taskWorker';

/**
 * A task's job is tried three times. A worker sends a heartbeat every five seconds while it
 * works; a job whose heartbeat stops for ten (its process ended, or its end could not be
 * written while the database was away) is tried again at the supervisor's next pass (about half
 * a minute in all), rather than after `expireInSeconds`, which bounds a worker that is alive but
 * stuck. A job that fails for good goes to the abandoned queue, whose worker fails its task and
 * voids its hold: a worker that died on the last try never did so itself.
 */
const TASK_JOBS = {
  retryLimit: 2,
  retryDelay: 5,
  expireInSeconds: 900,
  heartbeatSeconds: 10,
  deadLetter: ABANDONED_TASKS_QUEUE,
};
/** Voiding a hold is a short transaction: tried again until it is written. */
const ABANDONED_JOBS = { retryLimit: 10, retryDelay: 10, retryBackoff: true };
const SUPERVISE_SECONDS = 15;

/** A task's state as its audit events show it, before and after a job works it. */
const taskAsAudited = async (job: Job<{ taskId: number }>, db: Executor) => {
  const [task] = await db
    .select({ status: toolTasks.status, progress: toolTasks.progress, error: toolTasks.error })
    .from(toolTasks)
    .where(eq(toolTasks.id, job.data.taskId));
  return task ?? null;
};

const taskQueueAudit = <J extends Job<{ taskId: number }>>(name: string): AuditedQueue<J> => ({
  name,
  resource: 'tasks',
  recordId: (job) => job.data.taskId,
  snapshot: taskAsAudited,
});

/**
 * The ghep-anh-2 task queue (pg-boss): it starts with the app and stops when it closes, before
 * the database does. With JOB_WORKERS it also works the queue and sends again what a crash left
 * queued.
 */
export async function startTaskQueue(
  app: FastifyInstance,
  db: Database,
  env: Env,
  slots: PrioritySlots,
): Promise<{ queue: JobQueue; wakeWorker: (free: boolean) => void }> {
  const queue = createJobQueue(db, (error) => app.log.error({ err: error }, 'pg-boss'), {
    superviseIntervalSeconds: SUPERVISE_SECONDS,
    monitorIntervalSeconds: SUPERVISE_SECONDS,
  });
  await queue.start();
  app.addHook('onClose', () => queue.stop({ graceful: true, timeout: 30_000 }));
  // A queue made by an earlier version keeps its settings otherwise, hence the updates.
  await queue.createQueue(ABANDONED_TASKS_QUEUE, ABANDONED_JOBS);
  await queue.updateQueue(ABANDONED_TASKS_QUEUE, ABANDONED_JOBS);
  for (const name of Object.values(TASK_QUEUES)) {
    await queue.createQueue(name, TASK_JOBS);
    await queue.updateQueue(name, TASK_JOBS);
  }
  const workerIds: Partial<Record<keyof typeof TASK_QUEUES, string>> = {};
  if (env.JOB_WORKERS) {
    for (const [kind, name] of Object.entries(TASK_QUEUES) as [
      keyof typeof TASK_QUEUES,
      string,
    ][]) {
      workerIds[kind] = await queue.work(
        name,
        { pollingIntervalSeconds: 1, batchSize: 1, includeMetadata: true },
        auditedJob(
          db,
          taskQueueAudit(name),
          async ([job]: JobWithMetadata<{ taskId: number }>[]) => {
            const lastAttempt = job!.retryCount >= job!.retryLimit;
            await processTask(db, env.DATA_DIR, slots, job!.data.taskId, app.log, lastAttempt);
          },
        ),
      );
    }
    await queue.work(
      ABANDONED_TASKS_QUEUE,
      { pollingIntervalSeconds: 1, batchSize: 1 },
      auditedJob(
        db,
        taskQueueAudit(ABANDONED_TASKS_QUEUE),
        async ([job]: Job<{ taskId: number }>[]) => failAbandonedTask(db, job!.data.taskId),
      ),
    );
    await resendQueuedTasks(db, queue);
  }
  // A task sent here is fetched at once by this process's worker, not at its next poll.
  const wakeWorker = (free: boolean) => {
    const id = workerIds[free ? 'free' : 'paid'];
    if (id) queue.notifyWorker(id);
  };
  return { queue, wakeWorker };
}
