import { describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, testAppForFile } from '../../support/testApp';
import { balanceOf, expectLedgerInvariants } from './ledgerSupport';
import { postedTransfer, reverse } from './reversalSupport';

const t = testAppForFile({ signIn: { admin: ADMIN_EMAIL } });

describe('concurrent reversals on PostgreSQL', () => {
  it('of one transaction, sent at once with different keys, make exactly one reversal', async () => {
    const { sender, receiver, transaction } = await postedTransfer(t.db, 'dongthoi', 90);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => reverse(t.app, t.admin, transaction.id)),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(refused.json().code).toBe('ALREADY_REVERSED');
    }
    expect(await balanceOf(t.db, sender.walletId)).toBe(90);
    expect(await balanceOf(t.db, receiver.walletId)).toBe(0);
    await expectLedgerInvariants(t.db);
  });
});
