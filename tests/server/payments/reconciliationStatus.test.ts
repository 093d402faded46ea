import { describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, MEMBER_EMAIL, testAppForFile } from '../../support/testApp';

/** A portal with no SEPAY_API_TOKEN: the screen learns so before asking for a comparison. */
const t = testAppForFile({ signIn: { admin: ADMIN_EMAIL, member: MEMBER_EMAIL } });
const status = (headers: Record<string, string>) =>
  t.app.inject({ url: '/api/payments/reconciliation/status', headers });

describe('the reconciliation status without a bank feed configured', () => {
  it('tells payment.all that the bank feed is not configured, and refuses a member', async () => {
    const answer = await status(t.admin);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ data: { configured: false } });
    expect((await status(t.member)).statusCode).toBe(403);

    const comparison = await t.app.inject({
      url: '/api/payments/reconciliation?from=2026-11-01T00:00:00Z&to=2026-11-02T00:00:00Z',
      headers: t.admin,
    });
    expect(comparison.statusCode).toBe(422);
    expect(comparison.json().code).toBe('SEPAY_NOT_CONFIGURED');
  });
});
