import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { toolRuns, toolTasks, wallets } from '../../db/schema';
import {
  insufficientBalance,
  postInTransaction,
  runLedgerTransaction,
  SYSTEM_WALLETS,
  systemWalletId,
  userWalletId,
} from '../wallets';

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
 * Refuses a short balance before any work is done (the posting checks again, under its lock,
 * so a balance spent meanwhile is still refused).
 */
export async function assertCanAfford(db: Database, userId: number, price: number) {
  if (price <= 0) return;
  const [wallet] = await db
    .select({ balance: wallets.balance })
    .from(wallets)
    .where(eq(wallets.userId, userId));
  if (!wallet || wallet.balance < price) throw insufficientBalance();
}

/**
 * The tool_charge from the user to REVENUE, or the tool_refund back, made by the system (no
 * initiator); null when no price was owed.
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
export const postToolRefund = (tx: Transaction, refund: ToolCharge) =>
  postToolMovement(tx, 'tool_refund', refund);

/**
 * Charges a run or a task just inserted, under `tool-run:{key}` or `tool-task:{key}`, and
 * records the charge's transaction on its row; one with no price owed is answered as it is.
 */
export async function chargeInserted<Row extends { id: number }>(
  tx: Transaction,
  kind: 'run' | 'task',
  inserted: Row,
  charge: { userId: number; price: number; idempotencyKey: string; toolName: string },
): Promise<Row> {
  const transactionId = await postToolCharge(tx, {
    userId: charge.userId,
    price: charge.price,
    idempotencyKey: `tool-${kind}:${charge.idempotencyKey}`,
    links: kind === 'run' ? { runId: inserted.id } : { taskId: inserted.id },
    memo: `${charge.toolName} #${inserted.id}`,
  });
  if (transactionId === null) return inserted;
  const table = kind === 'run' ? toolRuns : toolTasks;
  const [charged] = await tx
    .update(table)
    .set({ transactionId })
    .where(eq(table.id, inserted.id))
    .returning();
  return charged as unknown as Row;
}
