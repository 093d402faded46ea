import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { toolRuns, toolTasks, wallets } from '../../db/schema';
import {
  insufficientBalance,
  placeHold,
  postHold,
  postInTransaction,
  runLedgerTransaction,
  SYSTEM_WALLETS,
  systemWalletId,
  userWalletId,
  voidHold,
} from '../wallets';

type TaskRow = typeof toolTasks.$inferSelect;

/** A tool's price moving between the user's wallet and REVENUE, under its own key. */
export interface ToolCharge {
  userId: number;
  price: number;
  idempotencyKey: string;
  links: { runId?: number; taskId?: number };
  memo: string;
}

/** The ledger's transaction, retried on serialization failures: runs and tasks are written in it. */
export const inLedgerTransaction = runLedgerTransaction;

/**
 * Refuses a short available balance (what pending holds leave) before any work is done; the
 * posting or the hold checks again under its lock, so a balance spent meanwhile is still refused.
 */
export async function assertCanAfford(db: Database, userId: number, price: number) {
  if (price <= 0) return;
  const [wallet] = await db
    .select({ balance: wallets.balance, held: wallets.held })
    .from(wallets)
    .where(eq(wallets.userId, userId));
  if (!wallet || wallet.balance - wallet.held < price) throw insufficientBalance();
}

/**
 * The tool_charge from the user to REVENUE, or the tool_refund back, made by the system (no
 * initiator); null when no price was owed. Refunds remain only for tasks charged before their
 * price was held (see `releaseTaskPrice`).
 */
async function postToolMovement(
  tx: Transaction,
  type: 'tool_charge' | 'tool_refund',
  movement: ToolCharge,
) {
  if (movement.price <= 0) return null;
  const user = await userWalletId(tx, movement.userId);
  const revenue = await systemWalletId(tx, SYSTEM_WALLETS.revenue);
  const charging = type === 'tool_charge';
  const { transaction } = await postInTransaction(tx, {
    type,
    fromWalletId: charging ? user : revenue,
    toWalletId: charging ? revenue : user,
    amount: movement.price,
    memo: movement.memo,
    initiatorId: charging ? movement.userId : null,
    idempotencyKey: movement.idempotencyKey,
    links: movement.links,
  });
  return transaction.id;
}

const postToolCharge = (tx: Transaction, charge: ToolCharge) =>
  postToolMovement(tx, 'tool_charge', charge);
const postToolRefund = (tx: Transaction, refund: ToolCharge) =>
  postToolMovement(tx, 'tool_refund', refund);

/** Charges a run just composed, under `tool-run:{key}`, and records the charge on its row. */
export async function chargeRun<Row extends { id: number }>(
  tx: Transaction,
  inserted: Row,
  charge: { userId: number; price: number; idempotencyKey: string; toolName: string },
): Promise<Row> {
  const transactionId = await postToolCharge(tx, {
    userId: charge.userId,
    price: charge.price,
    idempotencyKey: `tool-run:${charge.idempotencyKey}`,
    links: { runId: inserted.id },
    memo: `${charge.toolName} #${inserted.id}`,
  });
  if (transactionId === null) return inserted;
  const [charged] = await tx
    .update(toolRuns)
    .set({ transactionId })
    .where(eq(toolRuns.id, inserted.id))
    .returning();
  return charged as unknown as Row;
}

/**
 * Holds a task's price on the user's wallet until the task ends (`chargeTaskPrice`,
 * `releaseTaskPrice`), or until `holdMinutes` pass and the hold expiry job voids it; nothing is
 * held for a free task.
 */
export async function holdTaskPrice(
  tx: Transaction,
  inserted: TaskRow,
  hold: { toolName: string; holdMinutes: number },
): Promise<TaskRow> {
  if (inserted.price <= 0) return inserted;
  const { id: holdId } = await placeHold(tx, {
    type: 'tool_charge',
    fromWalletId: await userWalletId(tx, inserted.userId),
    toWalletId: await systemWalletId(tx, SYSTEM_WALLETS.revenue),
    amount: inserted.price,
    memo: `${hold.toolName} #${inserted.id}`,
    initiatorId: inserted.userId,
    links: { taskId: inserted.id },
    expiresAt: new Date(Date.now() + hold.holdMinutes * 60_000),
  });
  const [held] = await tx
    .update(toolTasks)
    .set({ holdId })
    .where(eq(toolTasks.id, inserted.id))
    .returning();
  return held!;
}

/**
 * A task that succeeded: its hold is posted as the tool_charge, recorded on the task. Answers
 * false when the hold had been voided first (it expired): the task was failed then, and stays so.
 */
export async function chargeTaskPrice(tx: Transaction, task: TaskRow): Promise<boolean> {
  if (task.holdId === null) return true;
  const { settlement } = await postHold(tx, task.holdId);
  if (settlement.outcome === 'voided') return false;
  await tx
    .update(toolTasks)
    .set({ transactionId: settlement.transactionId })
    .where(eq(toolTasks.id, task.id));
  return true;
}

/**
 * A task that failed: its hold is voided. A task charged before holds existed is refunded
 * instead, as it was then.
 */
export async function releaseTaskPrice(tx: Transaction, task: TaskRow, message: string) {
  if (task.holdId !== null) {
    await voidHold(tx, task.holdId, message);
    return null;
  }
  return postToolRefund(tx, {
    userId: task.userId,
    price: task.transactionId === null ? 0 : task.price,
    idempotencyKey: `tool-task-refund:${task.id}`,
    links: { taskId: task.id },
    memo: `Hoàn tiền tác vụ #${task.id}: ${message}`.slice(0, 200),
  });
}
