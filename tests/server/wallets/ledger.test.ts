import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerEntries, transactions, wallets } from '../../../server/db/schema';
import {
  postTransaction,
  SYSTEM_WALLETS,
  systemWalletId,
  type Posting,
} from '../../../server/modules/wallets/ledger';
import { bearer, testAppForFile } from '../../support/testApp';
import {
  balanceOf,
  expectLedgerInvariants,
  transactionCount,
  userWithBalance,
} from './ledgerSupport';

const t = testAppForFile();

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error as { statusCode?: number; code?: string; message: string },
  );

describe('the ledger', () => {
  it('seeds TREASURY and PROMOTION (may go negative) and REVENUE (may not)', async () => {
    // Their balances move with the other tests' postings; the ledger checks keep those honest.
    const system = await t.db
      .select({ code: wallets.code, allowNegative: wallets.allowNegative })
      .from(wallets)
      .where(sql`${wallets.code} is not null`)
      .orderBy(wallets.code);
    expect(system).toEqual([
      { code: 'PROMOTION', allowNegative: true },
      { code: 'REVENUE', allowNegative: false },
      { code: 'TREASURY', allowNegative: true },
    ]);
  });

  it('gives a wallet to a user at their first sign-in', async () => {
    const token = await t.signIn('moi.vao@congty.vn');
    const me = await t.app.inject({ url: '/api/users/me', headers: bearer(token) });
    expect(me.json().data).toMatchObject({ email: 'moi.vao@congty.vn', balance: 0 });
    expect(me.json().data.walletId).toEqual(expect.any(Number));
  });

  it('writes a transaction with two entries carrying the balance after and the wallet version', async () => {
    const a = await userWithBalance(t.db, 'a@ledger.vn', 100);
    const b = await userWithBalance(t.db, 'b@ledger.vn', 0);
    const { transaction, replayed } = await postTransaction(t.db, {
      type: 'transfer',
      fromWalletId: a.walletId,
      toWalletId: b.walletId,
      amount: 30,
      memo: 'trà sữa',
      initiatorId: a.userId,
      idempotencyKey: 'k1',
    });
    expect(replayed).toBe(false);
    const entries = await t.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.transactionId, transaction.id))
      .orderBy(ledgerEntries.amount);
    expect(entries.map((e) => [e.walletId, e.amount, e.balanceAfter, e.walletVersion])).toEqual([
      [a.walletId, -30, 70, 2],
      [b.walletId, 30, 30, 1],
    ]);
    expect(await balanceOf(t.db, a.walletId)).toBe(70);
    await expectLedgerInvariants(t.db);
  });

  it('answers the first result for a replayed key, and refuses the key for another request', async () => {
    const a = await userWithBalance(t.db, 'c@ledger.vn', 100);
    const b = await userWithBalance(t.db, 'd@ledger.vn', 0);
    const posting: Posting = {
      type: 'transfer',
      fromWalletId: a.walletId,
      toWalletId: b.walletId,
      amount: 60,
      initiatorId: a.userId,
      idempotencyKey: 'same-key',
    };
    const first = await postTransaction(t.db, posting);
    // The balance no longer covers it, yet the replay answers the first result.
    const again = await postTransaction(t.db, posting);
    expect(again).toEqual({ transaction: first.transaction, replayed: true });
    const other = await failure(postTransaction(t.db, { ...posting, amount: 10 }));
    expect(other).toMatchObject({ statusCode: 409, code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await balanceOf(t.db, a.walletId)).toBe(40);
  });

  it('refuses a short balance and moves nothing', async () => {
    const a = await userWithBalance(t.db, 'e@ledger.vn', 5);
    const before = await transactionCount(t.db);
    const error = await failure(
      postTransaction(t.db, {
        type: 'tool_charge',
        fromWalletId: a.walletId,
        toWalletId: await systemWalletId(t.db, SYSTEM_WALLETS.revenue),
        amount: 6,
        initiatorId: a.userId,
        idempotencyKey: 'short',
      }),
    );
    expect(error).toMatchObject({ statusCode: 422, code: 'INSUFFICIENT_BALANCE' });
    expect(error.message).toBe('Số dư không đủ');
    expect(await balanceOf(t.db, a.walletId)).toBe(5);
    expect(await transactionCount(t.db)).toBe(before);
  });

  it('lets the database itself refuse edits, deletions and broken rows', async () => {
    // A transaction of its own: an update or delete of no row at all would be no test.
    await userWithBalance(t.db, 'f@ledger.vn', 10);
    const refused = (statement: ReturnType<typeof sql>) =>
      t.db.execute(statement).then(
        () => 'accepted',
        () => 'refused',
      );
    expect(await refused(sql`update ${transactions} set amount = amount + 1`)).toBe('refused');
    expect(await refused(sql`delete from ${transactions}`)).toBe('refused');
    expect(await refused(sql`update ${ledgerEntries} set amount = amount + 1`)).toBe('refused');
    expect(await refused(sql`delete from ${ledgerEntries}`)).toBe('refused');
    expect(await refused(sql`truncate ${ledgerEntries}`)).toBe('refused');
    const revenue = await systemWalletId(t.db, SYSTEM_WALLETS.revenue);
    const treasury = await systemWalletId(t.db, SYSTEM_WALLETS.treasury);
    expect(await refused(sql`update ${wallets} set balance = -1 where id = ${revenue}`)).toBe(
      'refused',
    );
    const shift = (by: number) =>
      sql`update ${wallets} set balance = balance + ${by} where id = ${treasury}`;
    expect(await refused(shift(-1_000_000))).toBe('accepted');
    await t.db.execute(shift(1_000_000));
    const insert = (amount: number, from: number, to: number) =>
      sql`insert into ${transactions} (type, amount, from_wallet_id, to_wallet_id, idempotency_key, request_hash)
          values ('adjustment', ${amount}, ${from}, ${to}, ${`raw-${amount}-${from}-${to}`}, 'x')`;
    expect(await refused(insert(0, treasury, revenue))).toBe('refused');
    expect(await refused(insert(-5, treasury, revenue))).toBe('refused');
    expect(await refused(insert(5, treasury, treasury))).toBe('refused');
    await expectLedgerInvariants(t.db);
  });
});
