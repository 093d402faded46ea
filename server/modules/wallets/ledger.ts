/**
 * The one way BELI moves: every top-up, bonus, transfer, tool charge, refund and adjustment is a
 * posting made here. Other modules use `postTransaction` (or `postInTransaction` inside
 * `runLedgerTransaction` when the movement must commit together with their own rows) and the
 * wallet finders below; they never write wallets, transactions or entries themselves.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../../db/client';
import { transactions, transactionType, wallets, type TransactionLinks } from '../../db/schema';
import { badRequest, conflict, notFound, unprocessable } from '../../lib/errors';
import { MAX_AMOUNT } from '../../db/schema/amount';
import { pendingAuditScope } from '../../lib/audit/scope';
import {
  post,
  postAudited,
  postingEventValues,
  type EarlierTransactionJson,
  type PostingOutcome,
  type PostingValues,
} from './postingStatements';
import { retried, runLedgerTransaction } from './retry';

export type TransactionType = (typeof transactionType.enumValues)[number];
/** A transaction as the API uses it: its hash chain link is the database's own. */
export type TransactionRow = Omit<typeof transactions.$inferSelect, 'chainSeq' | 'chainHash'>;
export type { TransactionLinks };

export const SYSTEM_WALLETS = {
  treasury: 'TREASURY',
  promotion: 'PROMOTION',
  revenue: 'REVENUE',
} as const;

export interface Posting {
  type: TransactionType;
  fromWalletId: number;
  toWalletId: number;
  /** A positive integer number of BELI. */
  amount: number;
  memo?: string;
  /** The user who asked for it; null when the system moves money on its own (a bank webhook). */
  initiatorId: number | null;
  /** Unique per initiator: the same key with the same posting answers the first result. */
  idempotencyKey: string;
  links?: TransactionLinks;
}

export interface Posted {
  transaction: TransactionRow;
  /** True when the key had already moved this money and the first result is answered. */
  replayed: boolean;
}

export const insufficientBalance = () => unprocessable('Số dư không đủ', 'INSUFFICIENT_BALANCE');
const balanceOutOfRange = () =>
  unprocessable(
    `Số dư sau giao dịch sẽ vượt quá giới hạn ${MAX_AMOUNT.toLocaleString('vi-VN')} cho phép`,
    'BALANCE_OUT_OF_RANGE',
  );

function requestHash(p: Posting): string {
  const links = Object.entries(p.links ?? {}).sort(([a], [b]) => a.localeCompare(b));
  const canonical = [p.type, p.fromWalletId, p.toWalletId, p.amount, p.memo ?? '', links];
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

/** The transaction a posting makes, but for what the database gives it: its id and time. */
type UnwrittenTransaction = Omit<TransactionRow, 'id' | 'createdAt'>;

/** The posting checked, as the transaction it would make. */
function unwrittenOf(posting: Posting): UnwrittenTransaction {
  const { amount, fromWalletId, toWalletId } = posting;
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    throw badRequest('Số tiền phải là số nguyên dương', { amount: 'Số tiền không hợp lệ' });
  }
  if (fromWalletId === toWalletId) throw badRequest('Không thể chuyển tiền vào chính ví nguồn');
  return {
    type: posting.type,
    amount,
    fromWalletId,
    toWalletId,
    memo: posting.memo ?? '',
    initiatorId: posting.initiatorId,
    idempotencyKey: posting.idempotencyKey,
    requestHash: requestHash(posting),
    links: posting.links ?? {},
  };
}

const valuesOf = (t: UnwrittenTransaction): PostingValues => ({
  type: t.type,
  amount: t.amount,
  from: t.fromWalletId,
  to: t.toWalletId,
  memo: t.memo,
  initiator: t.initiatorId,
  key: t.idempotencyKey,
  hash: t.requestHash,
  links: JSON.stringify(t.links),
});

/** What the statement answered, as the posting's result or its refusal. */
function postedOf(unwritten: UnwrittenTransaction, row: PostingOutcome): Posted {
  switch (row.outcome) {
    case 'posted': {
      const transaction = { id: row.posted_id, ...unwritten, createdAt: new Date(row.posted_at) };
      return { transaction, replayed: false };
    }
    case 'earlier':
      if (row.earlier.request_hash !== unwritten.requestHash) {
        throw conflict(
          'Khóa Idempotency-Key này đã được dùng cho một yêu cầu khác',
          'IDEMPOTENCY_KEY_REUSED',
        );
      }
      return { transaction: transactionRowOf(row.earlier), replayed: true };
    case 'missing_wallet':
      throw notFound('Không tìm thấy ví');
    case 'insufficient':
      throw insufficientBalance();
    case 'out_of_range':
      throw balanceOutOfRange();
  }
}

/**
 * Moves money in one statement that commits by itself (retried as needed): the wallets are
 * locked only while it runs. In an audited request the statement also writes the request's
 * event; a replay, which writes nothing, records nothing.
 */
export async function postTransaction(db: Database, posting: Posting): Promise<Posted> {
  const scope = pendingAuditScope();
  const eventFor = scope?.eventFor;
  // A job's event is written in the transaction that reads its record.
  if (scope && !eventFor) return runLedgerTransaction(db, (tx) => postInTransaction(tx, posting));
  const unwritten = unwrittenOf(posting);
  const values = valuesOf(unwritten);
  if (!scope || !eventFor) return postedOf(unwritten, (await retried(() => post(db, values)))[0]!);

  const event = postingEventValues(await eventFor({ transaction: unwritten, replayed: false }));
  const [row] = await retried(() => postAudited(db, { ...values, ...event }));
  const posted = postedOf(unwritten, row!);
  // A replay wrote no event: it moved no money.
  scope.recorded = true;
  return posted;
}

/**
 * Moves money inside the caller's transaction (which must come from `runLedgerTransaction`), in
 * one statement: a known key answers the first result; a short balance is refused.
 */
export async function postInTransaction(tx: Transaction, posting: Posting): Promise<Posted> {
  const unwritten = unwrittenOf(posting);
  const [row] = await post(tx, valuesOf(unwritten));
  return postedOf(unwritten, row!);
}

const transactionRowOf = (t: EarlierTransactionJson): TransactionRow => ({
  id: t.id,
  type: t.type as TransactionType,
  amount: t.amount,
  fromWalletId: t.from_wallet_id,
  toWalletId: t.to_wallet_id,
  memo: t.memo,
  initiatorId: t.initiator_id,
  idempotencyKey: t.idempotency_key,
  requestHash: t.request_hash,
  links: t.links,
  createdAt: new Date(t.created_at),
});

/** The id of a system wallet by its code (TREASURY, PROMOTION, REVENUE or one an admin added). */
export async function systemWalletId(db: Executor, code: string): Promise<number> {
  const [wallet] = await db.select({ id: wallets.id }).from(wallets).where(eq(wallets.code, code));
  if (!wallet) throw notFound(`Không tìm thấy ví hệ thống ${code}`);
  return wallet.id;
}

/** The id of a user's wallet (every user has one from their first sign-in). */
export async function userWalletId(db: Executor, userId: number): Promise<number> {
  const [wallet] = await db
    .select({ id: wallets.id })
    .from(wallets)
    .where(eq(wallets.userId, userId));
  if (!wallet) throw notFound('Người dùng chưa có ví');
  return wallet.id;
}
