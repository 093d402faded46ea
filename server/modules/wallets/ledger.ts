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
import { pgErrorOf } from '../../plugins/errors';
import {
  lockWalletsForSystem,
  lockWalletsForUser,
  writePosting,
  type EarlierTransactionJson,
} from './postingStatements';

export type TransactionType = (typeof transactionType.enumValues)[number];
export type TransactionRow = typeof transactions.$inferSelect;
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

const MAX_ATTEMPTS = 10;
/** Serialization failure, deadlock: the transaction did nothing and may simply run again. */
const RETRYABLE = new Set(['40001', '40P01']);
/** A concurrent request committed the same key, or settled the same hold, first. */
const RETRYABLE_UNIQUE = new Set([
  'transactions_idempotency_unique',
  'ledger_hold_settlements_pkey',
]);

function isRetryable(error: unknown): boolean {
  const pg = pgErrorOf(error);
  if (!pg) return false;
  // Running again finds the concurrent winner's result.
  if (pg.code === '23505') return RETRYABLE_UNIQUE.has(pg.constraint ?? '');
  return RETRYABLE.has(pg.code);
}

const pause = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));

/**
 * Runs `work` in one database transaction, again from the start when PostgreSQL reports a
 * serialization failure or a deadlock, or a same-key request won the race. `work` must do
 * nothing outside the transaction it is given, since it may run more than once.
 */
export async function runLedgerTransaction<T>(
  db: Database,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS || !isRetryable(error)) throw error;
      await pause(attempt);
    }
  }
}

/** Moves money in its own transaction, retried as needed. */
export function postTransaction(db: Database, posting: Posting): Promise<Posted> {
  return runLedgerTransaction(db, (tx) => postInTransaction(tx, posting));
}

function requestHash(p: Posting): string {
  const links = Object.entries(p.links ?? {}).sort(([a], [b]) => a.localeCompare(b));
  const canonical = [p.type, p.fromWalletId, p.toWalletId, p.amount, p.memo ?? '', links];
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

/**
 * Moves money inside the caller's transaction (which must come from `runLedgerTransaction`):
 * locks both wallets in id order while looking the key up (a known key answers the first
 * result), refuses a short balance, then writes the transaction, its two entries and both new
 * balances in one statement.
 */
export async function postInTransaction(tx: Transaction, posting: Posting): Promise<Posted> {
  const { amount, fromWalletId, toWalletId } = posting;
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    throw badRequest('Số tiền phải là số nguyên dương', { amount: 'Số tiền không hợp lệ' });
  }
  if (fromWalletId === toWalletId) throw badRequest('Không thể chuyển tiền vào chính ví nguồn');
  const hash = requestHash(posting);

  const lock = posting.initiatorId == null ? lockWalletsForSystem : lockWalletsForUser;
  const locked = await lock(tx, {
    from: fromWalletId,
    to: toWalletId,
    key: posting.idempotencyKey,
    initiator: posting.initiatorId,
  });
  const earlier = locked[0]?.earlier;
  if (earlier) {
    if (earlier.request_hash !== hash) {
      throw conflict(
        'Khóa Idempotency-Key này đã được dùng cho một yêu cầu khác',
        'IDEMPOTENCY_KEY_REUSED',
      );
    }
    return { transaction: transactionRowOf(earlier), replayed: true };
  }
  const from = locked.find((w) => w.id === fromWalletId);
  const to = locked.find((w) => w.id === toWalletId);
  if (!from || !to) throw notFound('Không tìm thấy ví');
  // Money a pending hold keeps aside is not the sender's to spend (`held` is 0 where none is).
  if (!from.allow_negative && from.balance - from.held < amount) throw insufficientBalance();
  // Written as differences, which stay exact: a sum could round past the limit unnoticed.
  if (amount > MAX_AMOUNT - to.balance || amount > MAX_AMOUNT + from.balance) {
    throw balanceOutOfRange();
  }

  const memo = posting.memo ?? '';
  const links = posting.links ?? {};
  const [written] = await writePosting(tx, {
    type: posting.type,
    amount,
    from: fromWalletId,
    to: toWalletId,
    memo,
    initiator: posting.initiatorId,
    key: posting.idempotencyKey,
    hash,
    links: JSON.stringify(links),
  });
  const transaction: TransactionRow = {
    id: written!.id,
    type: posting.type,
    amount,
    fromWalletId,
    toWalletId,
    memo,
    initiatorId: posting.initiatorId,
    idempotencyKey: posting.idempotencyKey,
    requestHash: hash,
    links,
    createdAt: new Date(written!.created_at),
  };
  return { transaction, replayed: false };
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
