import type { JobWithMetadata } from 'pg-boss';
import { createJobQueue } from '../../lib/jobQueue';
import type { ModuleRoutes } from '../types';
import { compositionSlots } from './compositionSlots';
import type { ToolsContext } from './context';
import { freeRouteLimit } from './previewBudget';
import { registerPreviewRoute } from './previewRoute';
import { registerRunRoutes } from './runRoutes';
import { registerTaskRoutes } from './taskRoutes';
import { resendQueuedTasks, TASK_QUEUES } from './tasks';
import { processTask } from './taskWorker';
import { registerToolResource } from './toolResource';

/**
 * The tools: their admin resource, ghep-anh runs, ghep-anh-2 tasks and the preview. The task
 * queue (pg-boss) starts with the app and stops when it closes, before the database does.
 */
export const toolRoutes: ModuleRoutes = async (app, { db, env }) => {
  const slots = compositionSlots(env);
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
  const context: ToolsContext = {
    db,
    dataDir: env.DATA_DIR,
    queue,
    slots,
    wakeWorker,
    freeRouteLimit: freeRouteLimit(env.PREVIEWS_PER_MINUTE),
  };
  registerToolResource(app, db);
  registerRunRoutes(app, context);
  registerTaskRoutes(app, context);
  registerPreviewRoute(app, context, env.PREVIEWS_PER_MINUTE);
};
