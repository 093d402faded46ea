import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { topupOrders } from '../../db/schema';
import {
  postInTransaction,
  runLedgerTransaction,
  SYSTEM_WALLETS,
  systemWalletId,
  userWalletId,
} from '../wallets';
import type { OrderRow } from './orders';
import { beliFor, bonusFor } from './pricing';
import type { PaymentSettings } from './settings';

export interface Settlement {
  /** What arrived, in đồng. */
  amountVnd: number;
  /** The moment the money is recognised: it decides lateness and the promotion. */
  now: Date;
  settings: PaymentSettings;
  settledBy: 'webhook' | 'confirmed' | 'assigned';
  bankEventId: number | null;
  /** The admin who confirmed or assigned it; null for the webhook. */
  handledBy: number | null;
}

/** Payment work runs as ledger work: retried whole on a serialization failure or deadlock. */
export const runPaymentTransaction = runLedgerTransaction;

/**
 * Credits an unpaid order, locked by the caller: the BELI the amount buys from TREASURY, then,
 * while the promotion runs at `now`, the bonus from PROMOTION as its own transaction. Both keys
 * derive from the order, and the system (no user) initiates them, so however the order gets
 * settled (webhook, confirmation, a replay of either) the ledger moves its money once.
 */
export async function settleOrder(
  tx: Transaction,
  order: OrderRow,
  s: Settlement,
): Promise<OrderRow> {
  const credit = beliFor(s.amountVnd, s.settings);
  const bonus = bonusFor(credit, s.settings, s.now);
  const toWalletId = await userWalletId(tx, order.userId);
  const links = { orderId: order.id };
  await postInTransaction(tx, {
    type: 'topup',
    fromWalletId: await systemWalletId(tx, SYSTEM_WALLETS.treasury),
    toWalletId,
    amount: credit,
    memo: `Nạp tiền ${order.memoCode}`,
    initiatorId: null,
    idempotencyKey: `topup:order:${order.id}`,
    links,
  });
  if (bonus > 0) {
    await postInTransaction(tx, {
      type: 'promotion_bonus',
      fromWalletId: await systemWalletId(tx, SYSTEM_WALLETS.promotion),
      toWalletId,
      amount: bonus,
      memo: `Khuyến mãi nạp tiền ${order.memoCode}`,
      initiatorId: null,
      idempotencyKey: `promotion_bonus:order:${order.id}`,
      links,
    });
  }
  const [paid] = await tx
    .update(topupOrders)
    .set({
      status: 'paid',
      paidVnd: s.amountVnd,
      creditBeli: credit,
      bonusBeli: bonus,
      paidAt: s.now,
      late: s.settledBy !== 'assigned' && order.expiresAt <= s.now,
      settledBy: s.settledBy,
      bankEventId: s.bankEventId,
      handledBy: s.handledBy,
    })
    .where(eq(topupOrders.id, order.id))
    .returning();
  return paid!;
}
