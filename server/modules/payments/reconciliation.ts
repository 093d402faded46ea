/**
 * Bank reconciliation: the bank's own list of transactions (SePay's API) against what the
 * portal received. What the webhook missed (SePay gives up after its 7 retries) is taken in
 * through the webhook's own path, once: a bank event is keyed by SePay's transaction id.
 */
import { and, between, eq, inArray, isNull, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bankEvents, topupOrders } from '../../db/schema';
import { receiveBankEvent } from './receive';
import type { BankEventRow } from './bankEvents';
import {
  asWebhookEvent,
  listSepayTransactions,
  sepayTime,
  type SepayApi,
  type SepayTransaction,
} from './sepayApi';

export interface BankWindow {
  from: Date;
  to: Date;
}

async function knownProviderIds(db: Database, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ providerId: bankEvents.providerId })
    .from(bankEvents)
    .where(inArray(bankEvents.providerId, ids));
  return new Set(rows.map((r) => r.providerId!));
}

/** The bank's transactions of the window that the portal has no event for. */
async function unseenTransactions(db: Database, api: SepayApi, window: BankWindow) {
  const bank = await listSepayTransactions(api, window);
  const known = await knownProviderIds(
    db,
    bank.map((t) => t.id),
  );
  return { bank, unseen: bank.filter((t) => !known.has(t.id)) };
}

/**
 * Takes in every transaction of the window the portal has not seen, as if its webhook had come
 * now. Run again, it finds none: nothing changes.
 */
export async function reconcileBank(
  db: Database,
  api: SepayApi,
  window: BankWindow,
): Promise<{ bankCount: number; ingested: BankEventRow[] }> {
  const { bank, unseen } = await unseenTransactions(db, api, window);
  const ingested: BankEventRow[] = [];
  for (const transaction of unseen) {
    ingested.push(await receiveBankEvent(db, asWebhookEvent(transaction)));
  }
  return { bankCount: bank.length, ingested };
}

const bankLine = (t: SepayTransaction) => {
  const event = asWebhookEvent(t);
  return {
    providerId: t.id,
    transactionDate: t.transaction_date,
    transferType: event.transferType,
    amountVnd: event.transferAmount,
    content: event.content,
    referenceCode: t.reference_number,
  };
};

/**
 * The two sides of a window: the bank's transactions the portal has no event for, and the
 * portal's bank events (by the bank's own date) and hand-confirmed orders the bank does not list.
 */
export async function compareWithBank(db: Database, api: SepayApi, window: BankWindow) {
  const { bank, unseen } = await unseenTransactions(db, api, window);
  const inBank = new Set(bank.map((t) => t.id));
  const events = await db
    .select()
    .from(bankEvents)
    .where(
      and(
        isNotNull(bankEvents.providerId),
        between(bankEvents.transactionDate, sepayTime(window.from), sepayTime(window.to)),
      ),
    )
    .orderBy(bankEvents.id);
  const handConfirmed = await db
    .select()
    .from(topupOrders)
    .where(
      and(
        eq(topupOrders.settledBy, 'confirmed'),
        isNull(topupOrders.bankEventId),
        between(topupOrders.paidAt, window.from, window.to),
      ),
    )
    .orderBy(topupOrders.id);
  return {
    from: window.from.toISOString(),
    to: window.to.toISOString(),
    bankCount: bank.length,
    portalCount: events.length,
    missingInPortal: unseen.map(bankLine),
    missingInBank: [
      ...events
        .filter((e) => !inBank.has(e.providerId!))
        .map((e) => ({
          kind: 'event' as const,
          id: e.id,
          providerId: e.providerId,
          transactionDate: e.transactionDate,
          amountVnd: e.amountVnd,
          content: e.content,
          status: e.status,
        })),
      ...handConfirmed.map((o) => ({
        kind: 'order' as const,
        id: o.id,
        providerId: null,
        transactionDate: sepayTime(o.paidAt!),
        amountVnd: o.paidVnd,
        content: o.memoCode,
        status: o.status,
      })),
    ],
  };
}

export type BankComparison = Awaited<ReturnType<typeof compareWithBank>>;
