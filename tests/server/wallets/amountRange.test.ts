import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { wallets } from '../../../server/db/schema';
import { ADMIN_EMAIL, MEMBER_EMAIL, testAppForFile } from '../../support/testApp';
import { balance, callerForFile, post, type Caller } from './apiSupport';
import { expectLedgerInvariants, transactionCount } from './ledgerSupport';

const t = testAppForFile();
const admin = callerForFile(t, ADMIN_EMAIL);
const member = callerForFile(t, MEMBER_EMAIL);

const holder = callerForFile(t, 'giu.quy@beli.local');

const adjust = (who: Caller, direction: 'credit' | 'debit', amount: unknown) =>
  post(t.app, admin, `/api/wallets/${who.walletId}/adjust`, {
    direction,
    amount,
    reason: 'Kiểm tra giới hạn',
  });
const credit = (amount: unknown) => adjust(member, 'credit', amount);
// The tests that take TREASURY to its limit give the money back at their end, so each of them
// finds TREASURY and the member as the seed left them, whichever runs first.

describe('money stays within the safe-integer range', () => {
  it('refuses an amount past Number.MAX_SAFE_INTEGER as input, in Vietnamese', async () => {
    const response = await credit(Number.MAX_SAFE_INTEGER + 1);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      errors: { amount: 'Số tiền phải là số nguyên' },
    });
  });

  it('credits up to the limit, then refuses a credit that would push the balance past it', async () => {
    expect((await credit(Number.MAX_SAFE_INTEGER - 10)).statusCode).toBe(201);
    expect(await balance(t.app, member)).toBe(Number.MAX_SAFE_INTEGER - 10);
    const before = await transactionCount(t.db);

    const over = await credit(11);
    expect(over.statusCode).toBe(422);
    expect(over.json()).toEqual({
      code: 'BALANCE_OUT_OF_RANGE',
      message: 'Số dư sau giao dịch sẽ vượt quá giới hạn 9.007.199.254.740.991 cho phép',
    });
    expect(await transactionCount(t.db)).toBe(before);
    expect(await balance(t.app, member)).toBe(Number.MAX_SAFE_INTEGER - 10);

    expect((await credit(10)).statusCode).toBe(201);
    expect(await balance(t.app, member)).toBe(Number.MAX_SAFE_INTEGER);
    await expectLedgerInvariants(t.db);
    expect((await adjust(member, 'debit', Number.MAX_SAFE_INTEGER)).statusCode).toBe(201);
  });

  it('refuses the same from the other side: TREASURY cannot go below minus the limit', async () => {
    const [treasury] = await t.db.select().from(wallets).where(eq(wallets.code, 'TREASURY'));
    const room = Number.MAX_SAFE_INTEGER + treasury!.balance;
    expect((await adjust(holder, 'credit', room)).statusCode).toBe(201);
    const other = await post(t.app, admin, `/api/wallets/${admin.walletId}/adjust`, {
      direction: 'credit',
      amount: 1,
      reason: 'Quỹ đã ở mức âm tối đa',
    });
    expect(other.json().code).toBe('BALANCE_OUT_OF_RANGE');
    expect((await adjust(holder, 'debit', room)).statusCode).toBe(201);
  });

  it('keeps every amount column in range by a CHECK constraint too', async () => {
    const outside = sql.raw(String(Number.MAX_SAFE_INTEGER + 1));
    const statements = [
      sql`update wallets set balance = ${outside} where id = ${member.walletId}`,
      sql`insert into bank_events (raw, amount_vnd) values ('{}', ${outside})`,
    ];
    for (const statement of statements) {
      await expect(t.db.execute(statement)).rejects.toMatchObject({
        cause: expect.objectContaining({ code: '23514' }),
      });
    }
  });
});
