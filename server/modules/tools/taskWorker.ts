import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Transaction } from '../../db/client';
import { retryWhileDatabaseAway } from '../../db/unavailable';
import { toolTasks, tools } from '../../db/schema';
import type { PrioritySlots } from '../../lib/prioritySlots';
import { ApiError } from '../../lib/errors';
import { chargeTaskPrice, inLedgerTransaction, releaseTaskPrice } from './charge';
import { composeRequest } from './composeRequest';
import { removeResult, saveResult } from './resultStore';
import { isFinished, type TaskRow } from './tasks';

const setTask = (db: Database, id: number, values: Partial<TaskRow>) =>
  db.update(toolTasks).set(values).where(eq(toolTasks.id, id));

/**
 * How long a task's outcome waits for the database to come back before its job fails: a
 * composed picture is recorded and charged, or the price released, once it answers again.
 */
const OUTCOME_WAIT_MS = 5 * 60_000;

const recordOutcome = <T>(write: () => Promise<T>) =>
  retryWhileDatabaseAway(write, OUTCOME_WAIT_MS);

/** Marks the task failed and releases its price, in the caller's ledger transaction. */
export async function failTaskIn(tx: Transaction, task: TaskRow, message: string) {
  const refundTransactionId = await releaseTaskPrice(tx, task, message);
  await tx
    .update(toolTasks)
    .set({ status: 'failed', error: message, refundTransactionId, finishedAt: new Date() })
    .where(eq(toolTasks.id, task.id));
}

/** Marks the task failed and releases its price, once (the hold is settled at most once). */
const failTask = (db: Database, task: TaskRow, message: string) =>
  recordOutcome(() => inLedgerTransaction(db, (tx) => failTaskIn(tx, task, message)));

/**
 * Runs one task: composes with live progress, keeps the picture, marks it done and charges its
 * held price. A failure the user can act on (a corrupt picture, a size refused) fails the task
 * and voids its hold; anything else is thrown so pg-boss tries again, and the last try fails
 * it and voids the hold too.
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
  if (!task || isFinished(task)) return;
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
 * last try, so no catch above ran): failed and its hold voided, unless it had finished after all.
 */
export async function failAbandonedTask(db: Database, taskId: number): Promise<void> {
  const [task] = await db.select().from(toolTasks).where(eq(toolTasks.id, taskId));
  if (!task || isFinished(task)) return;
  await failTask(db, task, SYSTEM_FAILURE);
}

async function composeTask(db: Database, dataDir: string, task: TaskRow) {
  // Not over a task the hold expiry failed since it was read.
  const [started] = await db
    .update(toolTasks)
    .set({ status: 'running', progress: 0, startedAt: new Date() })
    .where(and(eq(toolTasks.id, task.id), inArray(toolTasks.status, ['queued', 'running'])))
    .returning({ id: toolTasks.id });
  if (!started) return;
  const [tool] = await db.select().from(tools).where(eq(tools.id, task.toolId));
  const mode = task.free ? 'free' : 'final';
  // Progress is written beside the composition, not awaited by it (on a busy database the
  // composition would otherwise wait for each write); one write at a time, the latest wins. A
  // progress write that fails is only a stale bar: the result's own write below still counts.
  let shown = 0;
  let writing: Promise<unknown> = Promise.resolve();
  let inFlight = false;
  const collage = await composeRequest(
    db,
    dataDir,
    task.userId,
    tool!,
    task.request,
    mode,
    (percent) => {
      // The last few percent are the encoding; 100 is written with the result.
      if (inFlight || percent >= 100 || percent - shown < 5) return;
      shown = percent;
      inFlight = true;
      writing = setTask(db, task.id, { progress: percent })
        .catch(() => {})
        .finally(() => (inFlight = false));
    },
  );
  await writing;
  const imageFile = await saveResult(dataDir, collage);
  const charged = await recordOutcome(() =>
    inLedgerTransaction(db, async (tx) => {
      if (!(await chargeTaskPrice(tx, task))) return false;
      await tx
        .update(toolTasks)
        .set({
          status: 'succeeded',
          progress: 100,
          imageFile,
          width: collage.width,
          height: collage.height,
          finishedAt: new Date(),
        })
        .where(eq(toolTasks.id, task.id));
      return true;
    }),
  );
  // The hold expired meanwhile: the task was failed with it, so it is neither charged nor shown.
  if (!charged) await removeResult(dataDir, imageFile);
}
