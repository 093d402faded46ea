import type { FastifyInstance } from 'fastify';
import type { JobWithMetadata } from 'pg-boss';
import type { Database } from '../../db/client';
import type { Env } from '../../env';
import { createJobQueue, type JobQueue } from '../../lib/jobQueue';
import type { PrioritySlots } from '../../lib/prioritySlots';
import { resendQueuedTasks, TASK_QUEUES } from './tasks';
import { processTask } from './taskWorker';

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
  const queue = createJobQueue(db, (error) => app.log.error({ err: error }, 'pg-boss'));
  await queue.start();
  app.addHook('onClose', () => queue.stop({ graceful: true, timeout: 30_000 }));
  for (const name of Object.values(TASK_QUEUES)) {
    await queue.createQueue(name, { retryLimit: 2, retryDelay: 5, expireInSeconds: 900 });
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
        async ([job]: JobWithMetadata<{ taskId: number }>[]) => {
          const lastAttempt = job!.retryCount >= job!.retryLimit;
          await processTask(db, env.DATA_DIR, slots, job!.data.taskId, app.log, lastAttempt);
        },
      );
    }
    await resendQueuedTasks(db, queue);
  }
  // A task sent here is fetched at once by this process's worker, not at its next poll.
  const wakeWorker = (free: boolean) => {
    const id = workerIds[free ? 'free' : 'paid'];
    if (id) queue.notifyWorker(id);
  };
  return { queue, wakeWorker };
}
