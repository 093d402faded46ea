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
  it('moves the money in at most four, the posting and its audit event in one that commits by itself', async () => {
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
    // The session, the rate limit's count (on PostgreSQL), the limits with both parties, the posting.
    expect(statements.length, statements.join('\n---\n')).toBeLessThanOrEqual(4);
    expect(statements.filter((text) => /^\s*(begin|commit)/i.test(text))).toEqual([]);
    const posting = statements.filter((text) => /ledger_post\(/.test(text));
    expect(posting).toHaveLength(1);
    expect(posting[0]).toMatch(/insert into audit_events/i);
    expect(await balance(t.app, member)).toBe(70);

    // A replay writes nothing, not even an audit event.
    const replay = await counted(transfer);
    expect(replay.result.statusCode).toBe(200);
    expect(replay.result.json().data).toEqual(result.json().data);
    expect(replay.statements.length, replay.statements.join('\n---\n')).toBeLessThanOrEqual(5);
    expect(await balance(t.app, member)).toBe(70);
    await expectLedgerInvariants(t.db);
  });
});
