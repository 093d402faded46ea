import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { wallets } from '../../db/schema';
import {
  insufficientBalance,
  postInTransaction,
  runLedgerTransaction,
  SYSTEM_WALLETS,
  systemWalletId,
  userWalletId,
} from '../wallets/ledger';

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

/** The tool_charge to REVENUE; null for a free run. */
export async function postToolCharge(tx: Transaction, charge: ToolCharge) {
  if (charge.price <= 0) return null;
  const { transaction } = await postInTransaction(tx, {
    type: 'tool_charge',
    fromWalletId: await userWalletId(tx, charge.userId),
    toWalletId: await systemWalletId(tx, SYSTEM_WALLETS.revenue),
    amount: charge.price,
    memo: charge.memo,
    initiatorId: charge.userId,
    idempotencyKey: charge.idempotencyKey,
    links: charge.links,
  });
  return transaction.id;
}

/** The tool_refund from REVENUE, made by the system (no initiator); null when nothing was paid. */
export async function postToolRefund(tx: Transaction, refund: ToolCharge) {
  if (refund.price <= 0) return null;
  const { transaction } = await postInTransaction(tx, {
    type: 'tool_refund',
    fromWalletId: await systemWalletId(tx, SYSTEM_WALLETS.revenue),
    toWalletId: await userWalletId(tx, refund.userId),
    amount: refund.price,
    memo: refund.memo,
    initiatorId: null,
    idempotencyKey: refund.idempotencyKey,
    links: refund.links,
  });
  return transaction.id;
}
