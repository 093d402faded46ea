import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { retryWhileDatabaseAway } from '../../db/unavailable';
import { toolTasks, tools } from '../../db/schema';
import type { PrioritySlots } from '../../lib/prioritySlots';
import { ApiError } from '../../lib/errors';
import { inLedgerTransaction, postToolRefund } from './charge';
import { composeCollage } from './composer';
import { layoutFor } from './layout';
import { loadTiles } from './pictures';
import { saveResult } from './resultStore';
import type { TaskRow } from './tasks';

const setTask = (db: Database, id: number, values: Partial<TaskRow>) =>
  db.update(toolTasks).set(values).where(eq(toolTasks.id, id));

/**
 * How long a task's outcome waits for the database to come back before its job fails: a
 * composed picture is recorded, and a refund made, once it answers again.
 */
const OUTCOME_WAIT_MS = 5 * 60_000;

const recordOutcome = (write: () => Promise<unknown>) =>
  retryWhileDatabaseAway(write, OUTCOME_WAIT_MS);

/** Marks the task failed and gives the price back, once (the refund has its own key). */
async function failTask(db: Database, task: TaskRow, message: string) {
  await recordOutcome(() =>
    inLedgerTransaction(db, async (tx) => {
      const refundTransactionId = await postToolRefund(tx, {
        userId: task.userId,
        price: task.price,
        idempotencyKey: `tool-task-refund:${task.id}`,
        links: { taskId: task.id },
        memo: `Hoàn tiền tác vụ #${task.id}: ${message}`.slice(0, 200),
      });
      await tx
        .update(toolTasks)
        .set({ status: 'failed', error: message, refundTransactionId, finishedAt: new Date() })
        .where(eq(toolTasks.id, task.id));
    }),
  );
}

/**
 * Runs one task: composes with live progress, keeps the picture, marks it done. A failure the
 * user can act on (a corrupt picture, a size refused) fails the task and refunds it; anything
 * else is thrown so pg-boss tries again, and the last try fails and refunds it too.
 */
export async function processTask(
  db: Database,
  dataDir: string,
  slots: PrioritySlots,
  taskId: number,
  log: FastifyBaseLogger,
  lastAttempt: boolean,
): Promise<void> {
  const [task] = await db.select().from(toolTasks).where(eq(toolTasks.id, taskId));
  if (!task || task.status === 'succeeded' || task.status === 'failed') return;
  try {
    await slots.run(task.free ? 'free' : 'paid', () => composeTask(db, dataDir, task));
  } catch (error) {
    if (error instanceof ApiError) return failTask(db, task, error.message);
    log.error({ err: error, taskId }, 'tool task failed');
    if (lastAttempt) return failTask(db, task, SYSTEM_FAILURE);
    throw error;
  }
}

const SYSTEM_FAILURE = 'Không ghép được ảnh do lỗi hệ thống';

/**
 * A task whose job pg-boss gave up on without the worker's word (its process ended during the
 * last try, so no catch above ran): failed and refunded, unless it had finished after all.
 */
export async function refundAbandonedTask(db: Database, taskId: number): Promise<void> {
  const [task] = await db.select().from(toolTasks).where(eq(toolTasks.id, taskId));
  if (!task || task.status === 'succeeded' || task.status === 'failed') return;
  await failTask(db, task, SYSTEM_FAILURE);
}

async function composeTask(db: Database, dataDir: string, task: TaskRow) {
  await setTask(db, task.id, { status: 'running', progress: 0, startedAt: new Date() });
  const [tool] = await db.select().from(tools).where(eq(tools.id, task.toolId));
  const layout = layoutFor(tool!, task.request.options, task.free ? 'free' : 'final');
  const tiles = await loadTiles(db, dataDir, task.userId, task.request);
  // Progress is written beside the composition, not awaited by it (on a busy database the
  // composition would otherwise wait for each write); one write at a time, the latest wins. A
  // progress write that fails is only a stale bar: the result's own write below still counts.
  let shown = 0;
  let writing: Promise<unknown> = Promise.resolve();
  let inFlight = false;
  const collage = await composeCollage(tiles, layout, (percent) => {
    // The last few percent are the encoding; 100 is written with the result.
    if (inFlight || percent >= 100 || percent - shown < 5) return;
    shown = percent;
    inFlight = true;
    writing = setTask(db, task.id, { progress: percent })
      .catch(() => {})
      .finally(() => (inFlight = false));
  });
  await writing;
  const imageFile = await saveResult(dataDir, collage);
  await recordOutcome(() =>
    setTask(db, task.id, {
      status: 'succeeded',
      progress: 100,
      imageFile,
      width: collage.width,
      height: collage.height,
      finishedAt: new Date(),
    }),
  );
}
