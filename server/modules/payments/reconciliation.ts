/**
 * Bank reconciliation: the bank's own list of transactions (SePay's API v2) against what the
 * portal received. What the webhook missed (SePay gives up after its 7 retries) is taken in
 * through the webhook's own path, once. SePay's API names a transaction by a UUID while its
 * webhook sends a number, so a transaction is also known by what both carry: its bank date,
 * amount and reference (its content when the bank gives no reference).
 */
import { and, between, eq, inArray, isNull, isNotNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bankEvents, topupOrders } from '../../db/schema';
import { unprocessable } from '../../lib/errors';
import { readBankWindow, type BankWindowRead, type PageBounds } from './bankWindowRead';
import { receiveBankEvent } from './receive';
import type { BankEventRow } from './bankEvents';
import { readPaymentSettings } from './settings';
import {
  amountOf,
  asWebhookEvent,
  findSepayBankAccount,
  sepayTime,
  transferTypeOf,
  type SepayApi,
  type SepayTransaction,
} from './sepayApi';

export interface BankWindow {
  from: Date;
  to: Date;
}

const sameTransfer = (date: string | null, amount: number | null, reference: string | null) =>
  `${date}|${amount}|${reference}`;
const keyOfBank = (t: SepayTransaction) =>
  sameTransfer(t.transaction_date, amountOf(t), t.reference_number ?? t.transaction_content);
const keyOfEvent = (e: BankEventRow) =>
  sameTransfer(e.transactionDate, e.amountVnd, e.referenceCode || e.content);

/** The configured account's id at SePay: the list is read for that account only. */
async function configuredBankAccount(db: Database, api: SepayApi): Promise<string> {
  const { bankAccount } = await readPaymentSettings(db);
  const id = bankAccount ? await findSepayBankAccount(api, bankAccount) : null;
  if (!id) {
    throw unprocessable(
      `Tài khoản ngân hàng PAYMENT_BANK_ACCOUNT (${bankAccount || 'chưa đặt'}) không có trong SePay`,
      'SEPAY_ACCOUNT_UNKNOWN',
    );
  }
  return id;
}

/** The bank's transactions of the window for the configured account, as far as they were read. */
export async function readBank(
  db: Database,
  api: SepayApi,
  window: BankWindow,
  bounds?: PageBounds,
): Promise<BankWindowRead> {
  const bankAccountId = await configuredBankAccount(db, api);
  return readBankWindow(api, { ...window, bankAccountId }, bounds);
}

/** The portal's events that are these transactions, by SePay's id or by the transfer's marks. */
async function eventsFor(db: Database, bank: SepayTransaction[]): Promise<BankEventRow[]> {
  if (!bank.length) return [];
  return db
    .select()
    .from(bankEvents)
    .where(
      or(
        inArray(
          bankEvents.providerId,
          bank.map((t) => t.id),
        ),
        inArray(bankEvents.transactionDate, [...new Set(bank.map((t) => t.transaction_date))]),
      ),
    );
}

/** The transactions the portal has no event for. */
function unseenIn(bank: SepayTransaction[], events: BankEventRow[]) {
  const ids = new Set(events.map((e) => e.providerId));
  const keys = new Set(events.map(keyOfEvent));
  return bank.filter((t) => !ids.has(t.id) && !keys.has(keyOfBank(t)));
}

/** What a read says of itself: whether the window was read whole, and why not. */
const completeness = (read: BankWindowRead) => ({
  complete: read.nextPage === null,
  pagesRead: read.pagesRead,
  nextPage: read.nextPage,
  stoppedBy: read.stoppedBy,
});

/**
 * Takes in every transaction read of the window that the portal has not seen, as if its webhook
 * had come now (pages read before a failing one included). Run again, it finds none.
 */
export async function reconcileBank(
  db: Database,
  api: SepayApi,
  window: BankWindow,
  bounds?: PageBounds,
) {
  const read = await readBank(db, api, window, bounds);
  const unseen = unseenIn(read.transactions, await eventsFor(db, read.transactions));
  const ingested: BankEventRow[] = [];
  for (const transaction of unseen) {
    ingested.push(await receiveBankEvent(db, asWebhookEvent(transaction)));
  }
  return { bankCount: read.transactions.length, ingested, ...completeness(read) };
}

const bankLine = (t: SepayTransaction) => {
  return {
    providerId: t.id,
    transactionDate: t.transaction_date,
    transferType: transferTypeOf(t),
    amountVnd: amountOf(t),
    content: t.transaction_content ?? '',
    referenceCode: t.reference_number,
  };
};

/**
 * The two sides of a window: the bank's transactions the portal has no event for, and the
 * portal's bank events (by the bank's own date) and hand-confirmed orders the bank does not list.
 */
export async function compareWithBank(db: Database, api: SepayApi, window: BankWindow) {
  const read = await readBank(db, api, window);
  const bank = read.transactions;
  const unseen = unseenIn(bank, await eventsFor(db, bank));
  const inBank = new Set([...bank.map((t) => t.id), ...bank.map(keyOfBank)]);
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
    ...completeness(read),
    portalCount: events.length,
    missingInPortal: unseen.map(bankLine),
    missingInBank: [
      ...events
        .filter((e) => !inBank.has(e.providerId!) && !inBank.has(keyOfEvent(e)))
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
