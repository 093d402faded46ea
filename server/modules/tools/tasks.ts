import { answeredFromEarlier } from '../../lib/audit/scope';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { toolTasks, type CollageRequest } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import type { JobQueue } from '../../lib/jobQueue';
import { assertCanAfford, holdTaskPrice, inLedgerTransaction } from './charge';
import { checkRequest } from './composeRequest';
import { quotePrice } from '../../../common/tools';
import { assertSameRequest } from './requestHash';
import { SAMPLE_COUNT } from './samples';
import type { ToolRow } from './toolLookup';

export type TaskRow = typeof toolTasks.$inferSelect;

/**
 * Paid and free (test1) tasks have a queue and a worker each, so a paid task never waits for
 * the worker to finish a free one; the composition slots then put it ahead of free work.
 */
export const TASK_QUEUES = { paid: 'tool-task', free: 'tool-task-free' } as const;
/** Where pg-boss puts a task's job that failed for good (its worker died on the last try). */
export const ABANDONED_TASKS_QUEUE = 'tool-task-abandoned';

export interface TaskSubmission {
  tool: ToolRow;
  userId: number;
  idempotencyKey: string;
  request: CollageRequest;
  /** test1: nothing charged, the result stamped. */
  free: boolean;
  /** How long the price is held before the hold expiry job gives it back (TASK_HOLD_MINUTES). */
  holdMinutes: number;
}

const freeTaskPending = () =>
  new ApiError(
    429,
    'FREE_TASK_PENDING',
    'Bạn đang có một tác vụ thử miễn phí chưa xong: hãy đợi nó xong rồi thử lại',
  );

async function hasPendingFreeTask(db: Database, userId: number) {
  const [pending] = await db
    .select({ id: toolTasks.id })
    .from(toolTasks)
    .where(
      and(
        eq(toolTasks.userId, userId),
        eq(toolTasks.free, true),
        inArray(toolTasks.status, ['queued', 'running']),
      ),
    )
    .limit(1);
  return pending !== undefined;
}

async function findTask(db: Database, userId: number, idempotencyKey: string) {
  const [task] = await db
    .select()
    .from(toolTasks)
    .where(and(eq(toolTasks.userId, userId), eq(toolTasks.idempotencyKey, idempotencyKey)));
  return task;
}

/** The task a concurrent submission with the same key made; without one, the pending free task's 429. */
async function sameKeyWinner(
  db: Database,
  userId: number,
  idempotencyKey: string,
  request: CollageRequest,
) {
  const winner = await findTask(db, userId, idempotencyKey);
  if (!winner) throw freeTaskPending();
  assertSameRequest(winner.request, request);
  answeredFromEarlier();
  return winner;
}

/**
 * Queues the task's job; a job id already queued is left alone, so sending twice is harmless.
 */
export const sendTaskJob = (queue: JobQueue, task: Pick<TaskRow, 'id' | 'jobId' | 'free'>) =>
  queue.send(TASK_QUEUES[task.free ? 'free' : 'paid'], { taskId: task.id }, { id: task.jobId });

/**
 * A ghep-anh-2 task: checked (pictures, size), recorded with its price held in one transaction,
 * then queued. The same key again answers the first task. A task's job is sent after the commit
 * (pg-boss cannot run inside our transaction on PGlite); `resendQueuedTasks` covers a crash
 * between the two.
 */
export async function createTask(
  db: Database,
  dataDir: string,
  queue: JobQueue,
  submission: TaskSubmission,
) {
  const { tool, userId, idempotencyKey, request, free, holdMinutes } = submission;
  const earlier = await findTask(db, userId, idempotencyKey);
  if (earlier) {
    assertSameRequest(earlier.request, request);
    answeredFromEarlier();
    return earlier;
  }
  // A pending free task may be this very submission's, sent twice at once: its answer, not a 429.
  if (free && (await hasPendingFreeTask(db, userId))) {
    return sameKeyWinner(db, userId, idempotencyKey, request);
  }
  await checkRequest(db, dataDir, userId, tool, request, free ? 'free' : 'final');
  const price = free ? 0 : quotePrice(tool, request);
  await assertCanAfford(db, userId, price);

  const created = await inLedgerTransaction(db, async (tx) => {
    const [inserted] = await tx
      .insert(toolTasks)
      .values({ toolId: tool.id, userId, price, free, idempotencyKey, request })
      .onConflictDoNothing()
      .returning();
    if (!inserted) return null;
    return holdTaskPrice(tx, inserted, { toolName: tool.name, holdMinutes });
  });
  // Nothing inserted: the same key won meanwhile, or the one-pending-free-task index refused it.
  if (!created) return sameKeyWinner(db, userId, idempotencyKey, request);
  await sendTaskJob(queue, created);
  return created;
}

/** At start-up: queue again every task still waiting, in case its job was never sent. */
export async function resendQueuedTasks(db: Database, queue: JobQueue): Promise<number> {
  const waiting = await db
    .select({ id: toolTasks.id, jobId: toolTasks.jobId, free: toolTasks.free })
    .from(toolTasks)
    .where(eq(toolTasks.status, 'queued'));
  for (const task of waiting) await sendTaskJob(queue, task);
  return waiting.length;
}

/**
 * Tasks a restored database holds as running were cut off mid-way, and their pg-boss jobs are
 * not part of a backup: queued again, so the next start sends them again (`resendQueuedTasks`).
 */
export async function requeueInterruptedTasks(db: Database): Promise<number> {
  const requeued = await db
    .update(toolTasks)
    .set({ status: 'queued', progress: 0, startedAt: null })
    .where(eq(toolTasks.status, 'running'))
    .returning({ id: toolTasks.id });
  return requeued.length;
}

export const isFinished = (task: Pick<TaskRow, 'status'>) =>
  task.status === 'succeeded' || task.status === 'failed';

export const taskView = (task: TaskRow) => ({
  id: task.id,
  toolId: task.toolId,
  userId: task.userId,
  status: task.status,
  progress: task.progress,
  free: task.free,
  price: task.price,
  transactionId: task.transactionId,
  refundTransactionId: task.refundTransactionId,
  /** The price kept aside ("đang giữ") while the task waits or runs; null once it ended. */
  heldAmount: task.holdId !== null && !isFinished(task) ? task.price : null,
  error: task.error,
  width: task.width,
  height: task.height,
  tileCount: task.request.sample
    ? SAMPLE_COUNT
    : task.request.skinIds.length + task.request.uploadIds.length,
  createdAt: task.createdAt,
  startedAt: task.startedAt,
  finishedAt: task.finishedAt,
  imageUrl: task.status === 'succeeded' ? `/api/tasks/${task.id}/image` : null,
  thumbnailUrl: task.status === 'succeeded' ? `/api/tasks/${task.id}/image?variant=thumb` : null,
});
