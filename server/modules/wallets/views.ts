import { eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { transactions, users, wallets } from '../../db/schema';
import type { Posted, TransactionRow } from './ledger';
import type { TransactionView, WalletView } from '../../../common/schemas/wallets';

const fromWallet = alias(wallets, 'from_wallet');
const toWallet = alias(wallets, 'to_wallet');
const fromUser = alias(users, 'from_user');
const toUser = alias(users, 'to_user');
const reversal = alias(transactions, 'reversal');

/** A transaction with both parties named: a user's name and e-mail, or a system wallet's. */
export function transactionViews(db: Executor) {
  return (
    db
      .select({
        transaction: transactions,
        fromWallet: {
          id: fromWallet.id,
          userId: fromWallet.userId,
          code: fromWallet.code,
          name: fromWallet.name,
        },
        toWallet: {
          id: toWallet.id,
          userId: toWallet.userId,
          code: toWallet.code,
          name: toWallet.name,
        },
        fromUser: { name: fromUser.name, email: fromUser.email },
        toUser: { name: toUser.name, email: toUser.email },
        reversedById: reversal.id,
      })
      .from(transactions)
      .innerJoin(fromWallet, eq(fromWallet.id, transactions.fromWalletId))
      .innerJoin(toWallet, eq(toWallet.id, transactions.toWalletId))
      .leftJoin(fromUser, eq(fromUser.id, fromWallet.userId))
      .leftJoin(toUser, eq(toUser.id, toWallet.userId))
      // The expression of `transactions_reverses_unique`, so the index answers.
      .leftJoin(reversal, sql`(${reversal.links} ->> 'reversesId') = ${transactions.id}::text`)
      .$dynamic()
  );
}

type TransactionViewRow = Awaited<ReturnType<typeof transactionViews>>[number];

const partyOf = (
  wallet: TransactionViewRow['fromWallet'],
  user: TransactionViewRow['fromUser'],
) => ({
  walletId: wallet.id,
  userId: wallet.userId,
  code: wallet.code,
  name: user?.name ?? wallet.name,
  email: user?.email ?? null,
});

export function toTransactionView(row: TransactionViewRow): TransactionView {
  return {
    ...viewOfPosted(
      row.transaction,
      partyOf(row.fromWallet, row.fromUser),
      partyOf(row.toWallet, row.toUser),
    ),
    reversedById: row.reversedById,
  };
}

/** A transaction's view when its parties are already known (a posting just made). */
export function viewOfPosted(
  t: TransactionRow,
  from: TransactionView['from'],
  to: TransactionView['to'],
): TransactionView {
  return {
    id: t.id,
    type: t.type,
    amount: t.amount,
    memo: t.memo,
    createdAt: t.createdAt.toISOString(),
    initiatorId: t.initiatorId,
    links: t.links as Record<string, string | number>,
    from,
    to,
    reversedById: null,
  };
}

export async function findTransactionView(
  db: Executor,
  id: number,
): Promise<TransactionView | undefined> {
  const [row] = await transactionViews(db).where(eq(transactions.id, id));
  return row && toTransactionView(row);
}

/**
 * A wallet with its owner's name and e-mail when it is a user's. The owner is looked up wallet
 * by wallet (a lateral subquery the LIMIT keeps apart): joined, a page's 50 wallets were matched
 * against every user read whole (10 000 at 100 k transactions).
 */
export function walletViews(db: Executor) {
  const owner = db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, wallets.userId))
    .limit(1)
    .as('owner');
  return db
    .select({ ...getTableColumns(wallets), ownerName: owner.name, ownerEmail: owner.email })
    .from(wallets)
    .leftJoinLateral(owner, sql`true`)
    .$dynamic();
}

export const toWalletView = (row: Awaited<ReturnType<typeof walletViews>>[number]): WalletView => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

export async function findWalletView(db: Executor, id: number): Promise<WalletView | undefined> {
  const [row] = await walletViews(db).where(eq(wallets.id, id));
  return row && toWalletView(row);
}

/** The answer of a money-moving POST: 201 and the new transaction, or 200 and the first one. */
/**
 * A posting route's audit snapshot: the transaction its write answered, read inside that write's
 * transaction (nothing before it).
 */
export const postedAsAudited = async (
  _request: FastifyRequest,
  _executor: Executor,
  written?: unknown,
) => (written as Posted | undefined)?.transaction;

export async function answerPosted(db: Executor, reply: FastifyReply, posted: Posted) {
  reply.status(posted.replayed ? 200 : 201);
  return { data: (await findTransactionView(db, posted.transaction.id))! };
}

/**
 * The views of some transactions, by id: the transactions, then their parties by wallet id. As
 * one join the planner, whose statistics knew only older wallets as senders, merged along the
 * whole wallets table for a new wallet's transfer (every wallet read for 25 rows).
 */
export async function viewsOf(db: Executor, ids: number[]) {
  if (!ids.length) return new Map<number, TransactionView>();
  const rows = await db.select().from(transactions).where(inArray(transactions.id, ids));
  const walletIds = [...new Set(rows.flatMap((t) => [t.fromWalletId, t.toWalletId]))];
  const parties = new Map(
    (await walletViews(db).where(inArray(wallets.id, walletIds))).map((w) => [
      w.id,
      {
        walletId: w.id,
        userId: w.userId,
        code: w.code,
        name: w.ownerName ?? w.name,
        email: w.ownerEmail ?? null,
      },
    ]),
  );
  return new Map(
    rows.map((t) => [
      t.id,
      viewOfPosted(t, parties.get(t.fromWalletId)!, parties.get(t.toWalletId)!),
    ]),
  );
}
