import { beforeAll, describe, expect, it } from 'vitest';
import { statementsOf } from '../../support/statementCounter';
import { ADMIN_EMAIL, MEMBER_EMAIL, testAppForFile } from '../../support/testApp';
import { balance, callerForFile, post } from './apiSupport';
import { expectLedgerInvariants } from './ledgerSupport';

const t = testAppForFile();
const admin = callerForFile(t, ADMIN_EMAIL);
const member = callerForFile(t, MEMBER_EMAIL);
let counted: ReturnType<typeof statementsOf>;
beforeAll(async () => {
  counted = statementsOf(t.database);
  const credit = await post(t.app, admin, `/api/wallets/${member.walletId}/adjust`, {
    direction: 'credit',
    amount: 100,
    reason: 'Vốn chuyển thử',
  });
  expect(credit.statusCode).toBe(201);
});

describe('the statements a transfer sends', () => {
  it('moves the money in at most nine, BEGIN and COMMIT included', async () => {
    const transfer = () =>
      post(
        t.app,
        member,
        '/api/wallets/transfer',
        { toEmail: ADMIN_EMAIL, amount: 30 },
        'dem-transfer-1',
      );
    const { result, statements } = await counted(transfer);
    expect(result.statusCode).toBe(201);
    expect(statements.length, statements.join('\n---\n')).toBeLessThanOrEqual(9);
    // The counter saw the posting itself, in one transaction.
    expect(statements.filter((text) => /^begin/i.test(text))).toHaveLength(1);
    expect(statements.some((text) => /insert into transactions/i.test(text))).toBe(true);
    expect(await balance(t.app, member)).toBe(70);

    const replay = await counted(transfer);
    expect(replay.result.statusCode).toBe(200);
    expect(replay.result.json().data).toEqual(result.json().data);
    expect(replay.statements.length, replay.statements.join('\n---\n')).toBeLessThanOrEqual(9);
    expect(await balance(t.app, member)).toBe(70);
    await expectLedgerInvariants(t.db);
  });
});
