import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerHolds, ledgerHoldSettlements, wallets } from '../../../server/db/schema';
import { voidExpiredTaskHolds } from '../../../server/modules/tools/holdExpiryJob';
import { ADMIN_EMAIL, testAppForFile } from '../../support/testApp';
import { expectLedgerInvariants } from '../wallets/ledgerSupport';
import { afterEveryHold, holdActions } from './holdSupport';
import { readTask } from './support';

/** No worker: a paid task stays queued, its price held, until the test settles it. */
const t = testAppForFile({ env: { JOB_WORKERS: '0' }, signIn: { admin: ADMIN_EMAIL } });
const { fundedMember, me, startTask, transfer } = holdActions(t);

describe('the price of a paid ghep-anh-2 task, held while it waits', () => {
  it('keeps the balance whole but not spendable: a transfer or a task past what is available is refused', async () => {
    const member = await fundedMember('giu.tien@beli.local', 30);
    await t.signIn('nhan.tien@beli.local');
    const created = await startTask(member);
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      status: 'queued',
      price: 20,
      heldAmount: 20,
      transactionId: null,
    });
    expect(await me(member)).toEqual({ balance: 30, held: 20 });
    const profile = await t.app.inject({ url: '/api/profiles/me', headers: member });
    expect(profile.json().data).toMatchObject({ balance: 30, held: 20 });

    const overdraws = await transfer(member, 'nhan.tien@beli.local', 15);
    expect(overdraws.statusCode).toBe(422);
    expect(overdraws.json()).toMatchObject({
      code: 'INSUFFICIENT_BALANCE',
      message: 'Số dư không đủ',
    });
    const secondTask = await startTask(member);
    expect(secondTask.statusCode).toBe(422);
    expect(secondTask.json()).toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    expect(await me(member)).toEqual({ balance: 30, held: 20 });

    expect((await transfer(member, 'nhan.tien@beli.local', 10)).statusCode).toBe(201);
    expect(await me(member)).toEqual({ balance: 20, held: 20 });
    const check = await expectLedgerInvariants(t.db);
    expect(check.pendingHolds).toBeGreaterThanOrEqual(1);
  });

  it('gives the price back when the hold outlives its time, failing the task, and a second sweep changes nothing', async () => {
    const member = await fundedMember('het.han@beli.local', 50);
    const { id } = (await startTask(member)).json().data;
    expect(await me(member)).toEqual({ balance: 50, held: 20 });

    expect(await voidExpiredTaskHolds(t.db, new Date())).toBe(0);
    expect(await me(member)).toEqual({ balance: 50, held: 20 });

    expect(await voidExpiredTaskHolds(t.db, afterEveryHold())).toBeGreaterThanOrEqual(1);
    expect(await me(member)).toEqual({ balance: 50, held: 0 });
    expect(await readTask(t.app, member, id)).toMatchObject({
      status: 'failed',
      error: 'Quá thời gian giữ tiền',
      transactionId: null,
      refundTransactionId: null,
    });
    expect(await voidExpiredTaskHolds(t.db, afterEveryHold())).toBe(0);
    expect(await me(member)).toEqual({ balance: 50, held: 0 });
    await expectLedgerInvariants(t.db);
  });

  it('lets the database itself refuse edits and deletions of holds and their settlements', async () => {
    const member = await fundedMember('bat.bien@beli.local', 20);
    await startTask(member);
    await voidExpiredTaskHolds(t.db, afterEveryHold());
    const refused = (statement: ReturnType<typeof sql>) =>
      t.db.execute(statement).then(
        () => 'accepted',
        () => 'refused',
      );
    expect(await refused(sql`update ${ledgerHolds} set amount = amount + 1`)).toBe('refused');
    expect(await refused(sql`delete from ${ledgerHolds}`)).toBe('refused');
    expect(await refused(sql`truncate ${ledgerHolds} cascade`)).toBe('refused');
    expect(await refused(sql`update ${ledgerHoldSettlements} set outcome = 'posted'`)).toBe(
      'refused',
    );
    expect(await refused(sql`delete from ${ledgerHoldSettlements}`)).toBe('refused');
    expect(await refused(sql`truncate ${ledgerHoldSettlements}`)).toBe('refused');
    await expectLedgerInvariants(t.db);
  });

  it('has the ledger check report a wallet whose held amount is not its pending holds', async () => {
    const member = await fundedMember('lech.so@beli.local', 40);
    const { walletId } = (await t.app.inject({ url: '/api/users/me', headers: member })).json()
      .data;
    const shift = (by: number) =>
      t.db.execute(sql`update ${wallets} set held = held + ${by} where id = ${walletId}`);
    await shift(5);
    try {
      const answer = await t.app.inject({ url: '/api/ledger/check', headers: t.admin });
      expect(answer.json().data.ok).toBe(false);
      expect(answer.json().data.mismatches).toContainEqual({
        walletId,
        problem: 'HELD_NOT_SUM_OF_PENDING_HOLDS',
        detail: 'Đang giữ 5, tổng các khoản giữ chưa tất toán 0',
      });
    } finally {
      await shift(-5);
    }
    await expectLedgerInvariants(t.db);
  });
});
