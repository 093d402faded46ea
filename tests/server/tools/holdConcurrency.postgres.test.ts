import { inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerHoldSettlements, toolTasks } from '../../../server/db/schema';
import { compositionSlots } from '../../../server/modules/tools/compositionSlots';
import { voidExpiredTaskHolds } from '../../../server/modules/tools/holdExpiryJob';
import { processTask } from '../../../server/modules/tools/taskWorker';
import { ADMIN_EMAIL, testAppForFile } from '../../support/testApp';
import { expectLedgerInvariants } from '../wallets/ledgerSupport';
import { afterEveryHold, holdActions } from './holdSupport';

/** No worker of the app's own: the test runs the worker's code itself, racing the expiry. */
const t = testAppForFile({ env: { JOB_WORKERS: '0' }, signIn: { admin: ADMIN_EMAIL } });
const { fundedMember, me, startTask, transfer } = holdActions(t);

const MEMBERS = 8;
const FUNDED = 100;
const PRICE = 20;
const TASKS_EACH = 6;
const TRANSFERS_EACH = 4;
const TRANSFER = 15;

/** Members funded, then every task submission and transfer of them all sent at once. */
async function storm(name: string) {
  const emails = Array.from({ length: MEMBERS }, (_, i) => `${name}.${i}@beli.local`);
  const members = await Promise.all(emails.map((email) => fundedMember(email, FUNDED)));
  const sends = members.flatMap((headers, i) => [
    ...Array.from({ length: TASKS_EACH }, () => ({ from: i, to: null, send: startTask(headers) })),
    ...Array.from({ length: TRANSFERS_EACH }, (_, k) => {
      const to = (i + 1 + k) % MEMBERS;
      return { from: i, to, send: transfer(headers, emails[to]!, TRANSFER) };
    }),
  ]);
  const answers = await Promise.all(sends.map(async (s) => ({ ...s, answer: await s.send })));
  return { members, answers };
}

describe('held task prices under concurrency, on PostgreSQL', () => {
  it('never lets tasks and transfers sent at once spend held money, and keeps every balance and hold in line', async () => {
    const { members, answers } = await storm('dong.thoi');
    for (const { answer } of answers) {
      expect([201, 422]).toContain(answer.statusCode);
      if (answer.statusCode === 422) {
        expect(answer.json()).toMatchObject({
          code: 'INSUFFICIENT_BALANCE',
          message: 'Số dư không đủ',
        });
      }
    }
    const accepted = answers.filter((a) => a.answer.statusCode === 201);
    for (const [i, headers] of members.entries()) {
      const tasks = accepted.filter((a) => a.from === i && a.to === null).length;
      const sent = accepted.filter((a) => a.from === i && a.to !== null).length;
      const received = accepted.filter((a) => a.to === i).length;
      const wallet = await me(headers);
      expect(wallet).toEqual({
        balance: FUNDED + (received - sent) * TRANSFER,
        held: tasks * PRICE,
      });
      expect(wallet.balance - wallet.held).toBeGreaterThanOrEqual(0);
    }
    // Some money was refused: six tasks of 20 alone are more than the 100 each member had.
    expect(accepted.length).toBeLessThan(answers.length);
    await expectLedgerInvariants(t.db);
  });

  it('posts or voids each hold exactly once when the tasks succeed while the expiry sweeps them', async () => {
    const { members, answers } = await storm('chay.dua');
    const balances = await Promise.all(members.map((headers) => me(headers)));
    const submitted = answers
      .filter((a) => a.to === null && a.answer.statusCode === 201)
      .map((a) => ({ member: a.from, id: a.answer.json().data.id as number }));
    const taskIds = submitted.map((task) => task.id);
    const slots = compositionSlots(t.env);
    const expiry = afterEveryHold();
    // The sweeps start first and void hold after hold while the workers finish tasks: early holds
    // tend to be voided, late ones posted, and some meet on the same hold.
    await Promise.all([
      ...Array.from({ length: 3 }, () => voidExpiredTaskHolds(t.db, expiry)),
      ...taskIds.map((id) => processTask(t.db, t.env.DATA_DIR, slots, id, t.app.log, false)),
    ]);

    const tasks = await t.db.select().from(toolTasks).where(inArray(toolTasks.id, taskIds));
    const holdIds = tasks.map((task) => task.holdId!);
    const settlements = await t.db
      .select({
        holdId: ledgerHoldSettlements.holdId,
        outcome: ledgerHoldSettlements.outcome,
        transactionId: ledgerHoldSettlements.transactionId,
        count: sql<number>`count(*) over (partition by ${ledgerHoldSettlements.holdId})::int`,
      })
      .from(ledgerHoldSettlements)
      .where(inArray(ledgerHoldSettlements.holdId, holdIds));
    expect(settlements).toHaveLength(taskIds.length);
    for (const task of tasks) {
      const settlement = settlements.find((s) => s.holdId === task.holdId)!;
      expect(settlement.count).toBe(1);
      // Succeeded and charged by its hold's posting, or failed with its hold voided: never both.
      if (task.status === 'succeeded') {
        expect(settlement).toMatchObject({ outcome: 'posted', transactionId: task.transactionId });
      } else {
        expect(task).toMatchObject({ status: 'failed', error: 'Quá thời gian giữ tiền' });
        expect(settlement).toMatchObject({ outcome: 'voided', transactionId: null });
      }
    }
    // Each member paid for exactly their tasks that succeeded, and nothing stays held.
    for (const [i, headers] of members.entries()) {
      const succeeded = submitted.filter(
        (task) =>
          task.member === i && tasks.find((row) => row.id === task.id)!.status === 'succeeded',
      ).length;
      expect(await me(headers)).toEqual({
        balance: balances[i]!.balance - succeeded * PRICE,
        held: 0,
      });
    }
    const check = await expectLedgerInvariants(t.db);
    expect(check.pendingHolds).toBe(0);
  });
});
