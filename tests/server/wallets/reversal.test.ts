import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  postTransaction,
  SYSTEM_WALLETS,
  systemWalletId,
} from '../../../server/modules/wallets/ledger';
import { ADMIN_EMAIL, MEMBER_EMAIL, testAppForFile } from '../../support/testApp';
import {
  balanceOf,
  expectLedgerInvariants,
  transactionCount,
  userWithBalance,
} from './ledgerSupport';
import { postedTransfer, reverse } from './reversalSupport';

const t = testAppForFile({ signIn: { admin: ADMIN_EMAIL, member: MEMBER_EMAIL } });

const transactionOf = async (id: number) =>
  (await t.app.inject({ url: `/api/transactions/${id}`, headers: t.admin })).json();

describe('reversing a transaction', () => {
  it('moves a transfer back, linked both ways, and keeps the ledger balanced', async () => {
    const { sender, receiver, transaction } = await postedTransfer(t.db, 'mot', 70, 100);
    const response = await reverse(t.app, t.admin, transaction.id, randomUUID(), {
      reason: 'Chuyển nhầm người',
    });
    expect(response.statusCode).toBe(201);
    const reversal = response.json().data;
    expect(reversal).toMatchObject({
      type: 'reversal',
      amount: 70,
      memo: 'Chuyển nhầm người',
      links: { reversesId: transaction.id },
      from: { walletId: receiver.walletId },
      to: { walletId: sender.walletId },
      reversedById: null,
    });
    expect(await balanceOf(t.db, sender.walletId)).toBe(100);
    expect(await balanceOf(t.db, receiver.walletId)).toBe(0);
    expect((await transactionOf(transaction.id)).reversedById).toBe(reversal.id);
    await expectLedgerInvariants(t.db);
  });

  it('reverses an adjustment back to TREASURY with a memo naming the original', async () => {
    const user = await userWithBalance(t.db, 'dieu.chinh@hoan.vn', 0);
    const treasury = await systemWalletId(t.db, SYSTEM_WALLETS.treasury);
    const { transaction } = await postTransaction(t.db, {
      type: 'adjustment',
      fromWalletId: treasury,
      toWalletId: user.walletId,
      amount: 40,
      initiatorId: null,
      idempotencyKey: 'adjust-hoan',
    });
    const response = await reverse(t.app, t.admin, transaction.id);
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      memo: `Hoàn giao dịch #${transaction.id}`,
      to: { code: 'TREASURY' },
    });
    expect(await balanceOf(t.db, user.walletId)).toBe(0);
  });

  it('answers the first reversal to a replayed key and refuses a second reversal', async () => {
    const { transaction } = await postedTransfer(t.db, 'hai', 30);
    const key = randomUUID();
    const first = await reverse(t.app, t.admin, transaction.id, key);
    expect(first.statusCode).toBe(201);
    const replay = await reverse(t.app, t.admin, transaction.id, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data.id).toBe(first.json().data.id);
    const count = await transactionCount(t.db);
    const again = await reverse(t.app, t.admin, transaction.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'ALREADY_REVERSED',
      message: `Giao dịch #${transaction.id} đã được hoàn trước đó`,
    });
    expect(await transactionCount(t.db)).toBe(count);
  });

  it('refuses with 422 to take back money the receiver has already spent, changing nothing', async () => {
    const { receiver, transaction } = await postedTransfer(t.db, 'ba', 50);
    const revenue = await systemWalletId(t.db, SYSTEM_WALLETS.revenue);
    await postTransaction(t.db, {
      type: 'tool_charge',
      fromWalletId: receiver.walletId,
      toWalletId: revenue,
      amount: 20,
      initiatorId: receiver.userId,
      idempotencyKey: 'spent-it',
    });
    const count = await transactionCount(t.db);
    const response = await reverse(t.app, t.admin, transaction.id);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'REVERSAL_NOT_COVERED',
      message: 'Không thể hoàn: bên nhận đã dùng số tiền này, số dư hiện tại không đủ',
    });
    expect(await transactionCount(t.db)).toBe(count);
    expect(await balanceOf(t.db, receiver.walletId)).toBe(30);
    expect((await transactionOf(transaction.id)).reversedById).toBeNull();
  });

  it('reverses only transfers and adjustments, never a reversal', async () => {
    const { transaction } = await postedTransfer(t.db, 'bon', 10);
    const reversal = (await reverse(t.app, t.admin, transaction.id)).json().data;
    const response = await reverse(t.app, t.admin, reversal.id);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'NOT_REVERSIBLE',
      message: 'Chỉ hoàn được giao dịch chuyển tiền hoặc điều chỉnh',
    });
  });

  it('answers 404 for an unknown transaction, 400 without a key, and 403 to a member', async () => {
    const { transaction } = await postedTransfer(t.db, 'nam', 10);
    expect((await reverse(t.app, t.admin, 987_654)).statusCode).toBe(404);
    const keyless = await t.app.inject({
      method: 'POST',
      url: `/api/transactions/${transaction.id}/reverse`,
      headers: t.admin,
      payload: {},
    });
    expect(keyless.statusCode).toBe(400);
    expect(keyless.json().errors).toHaveProperty('idempotency-key');
    const member = await reverse(t.app, t.member, transaction.id);
    expect(member.statusCode).toBe(403);
    expect((await transactionOf(transaction.id)).reversedById).toBeNull();
  });
});
