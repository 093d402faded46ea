// /api/tools, /api/runs, /api/tasks
import type { ModuleRoutes } from '../types';
import { compositionSlots } from './compositionSlots';
import type { ToolsContext } from './context';
import { freeRouteLimit, PreviewBudget } from './previewBudget';
import { paidRunLine } from './paidRunLine';
import { registerPreviewRoute } from './previewRoute';
import { registerQueueProbes } from './queueProbes';
import { registerRunRoutes } from './runRoutes';
import { registerTaskRoutes } from './taskRoutes';
import { startHoldExpiryJob } from './holdExpiryJob';
import { startTaskQueue } from './taskQueue';
import { registerToolUsageRoute } from './toolUsage';

/**
 * The tools' usage (their resource is their definition's, common/resources), ghep-anh runs,
 * ghep-anh-2 tasks (and their queue), the preview.
 */
export const toolRoutes: ModuleRoutes = async (app, { db, env, windows }) => {
  const slots = compositionSlots(env);
  const { queue, wakeWorker } = await startTaskQueue(app, db, env, slots);
  registerQueueProbes(app, queue);
  await startHoldExpiryJob(app, db, env.JOB_WORKERS);

  const context: ToolsContext = {
    db,
    dataDir: env.DATA_DIR,
    queue,
    slots,
    paidRuns: paidRunLine(),
    wakeWorker,
    freeRouteLimit: freeRouteLimit(env.PREVIEWS_PER_MINUTE),
    holdMinutes: env.TASK_HOLD_MINUTES,
  };
  registerToolUsageRoute(app, db);
  registerRunRoutes(app, context);
  registerTaskRoutes(app, context);
  registerPreviewRoute(app, context, new PreviewBudget(windows, env.PREVIEWS_PER_MINUTE));
};
