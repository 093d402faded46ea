import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../../server/db/client';
import { transactions, users, wallets } from '../../../server/db/schema';
import { checkLedger } from '../../../server/modules/wallets/check';
import {
  postTransaction,
  SYSTEM_WALLETS,
  systemWalletId,
} from '../../../server/modules/wallets/ledger';
import { ensureUserWallet } from '../../../server/modules/wallets/userWallet';

/** A user with a wallet holding `balance` BELI, credited from TREASURY. */
export async function userWithBalance(db: Database, email: string, balance: number) {
  const [user] = await db.insert(users).values({ email, name: email }).returning();
  await ensureUserWallet(db, user!.id);
  const [wallet] = await db.select().from(wallets).where(eq(wallets.userId, user!.id));
  if (balance > 0) {
    await postTransaction(db, {
      type: 'adjustment',
      fromWalletId: await systemWalletId(db, SYSTEM_WALLETS.treasury),
      toWalletId: wallet!.id,
      amount: balance,
      initiatorId: null,
      idempotencyKey: `fund-${email}`,
    });
  }
  return { userId: user!.id, walletId: wallet!.id };
}

export async function balanceOf(db: Database, walletId: number): Promise<number> {
  const [wallet] = await db.select().from(wallets).where(eq(wallets.id, walletId));
  return wallet!.balance;
}

export async function transactionCount(db: Database): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(transactions);
  return row!.n;
}

/** DESIGN 6's invariants, through the same reconciliation the admin runs. */
export async function expectLedgerInvariants(db: Database) {
  const check = await checkLedger(db);
  expect(check.mismatches).toEqual([]);
  expect(check.sumOfBalances).toBe(0);
  expect(check.ok).toBe(true);
  return check;
}
