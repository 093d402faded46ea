import type { Database, Transaction } from '../../db/client';
import type { OrderRow } from './orders';
import type { PaymentSettings } from './settings';

export interface Settlement {
  /** What arrived, in đồng. */
  amountVnd: number;
  now: Date;
  settings: PaymentSettings;
  settledBy: 'webhook' | 'confirmed' | 'assigned';
  bankEventId: number | null;
  /** The admin who confirmed or assigned it; null for the webhook. */
  handledBy: number | null;
}

/** Placeholder until the ledger (issue 5) is on main: crediting goes through its service. */
export function runPaymentTransaction<T>(
  db: Database,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  return db.transaction(work);
}

export async function settleOrder(
  _tx: Transaction,
  _order: OrderRow,
  _settlement: Settlement,
): Promise<OrderRow> {
  throw new Error('Crediting waits for the ledger service (issue 5)');
}
