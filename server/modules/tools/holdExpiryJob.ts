import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { toolTasks } from '../../db/schema';
import { startScheduledJob } from '../../lib/scheduledJob';
import { HOLD_EXPIRED, voidExpiredHolds } from '../wallets';
import { isFinished } from './tasks';
import { failTaskIn } from './taskWorker';

export const HOLD_EXPIRY_QUEUE = 'task-hold-expiry';
/** Every minute: a hold outlives its TASK_HOLD_MINUTES by at most about that. */
const HOLD_EXPIRY_CRON = '* * * * *';

/**
 * Voids every task hold past its time at `now`, failing its task in the same transaction, so a
 * task is never left waiting or running with its price released. Answers how many it voided.
 */
export const voidExpiredTaskHolds = (db: Database, now = new Date()) =>
  voidExpiredHolds(
    db,
    async (tx, hold) => {
      const [task] = await tx
        .select()
        .from(toolTasks)
        .where(eq(toolTasks.holdId, hold.id))
        .for('update');
      if (task && !isFinished(task)) await failTaskIn(tx, task, HOLD_EXPIRED);
    },
    now,
  );

/** The hold expiry, scheduled where this process works jobs. */
export async function startHoldExpiryJob(app: FastifyInstance, db: Database, workJobs: boolean) {
  if (!workJobs) return;
  await startScheduledJob(app, db, {
    queue: HOLD_EXPIRY_QUEUE,
    cron: HOLD_EXPIRY_CRON,
    options: { retryLimit: 2, retryDelay: 30, expireInSeconds: 300 },
    pollingIntervalSeconds: 30,
    resource: 'tasks/holds',
    run: async () => {
      const voided = await voidExpiredTaskHolds(db);
      if (voided > 0) app.log.warn({ voided }, 'khoản giữ tiền quá hạn đã được hủy');
      return { voided };
    },
    changedNothing: ({ voided }) => voided === 0,
  });
}
