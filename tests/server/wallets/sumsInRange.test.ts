import { isNotNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { wallets } from '../../../server/db/schema';
import { ADMIN_EMAIL, MEMBER_EMAIL, testAppForFile } from '../../support/testApp';

const t = testAppForFile({ signIn: { admin: ADMIN_EMAIL, member: MEMBER_EMAIL } });
const MAX = Number.MAX_SAFE_INTEGER;

const get = (url: string) => t.app.inject({ url, headers: t.admin });

describe('sums over many amounts near the limit', () => {
  it('are exact while they fit, and a clear 422 once a number cannot hold them', async () => {
    const userWallets = await t.db
      .select({ id: wallets.id })
      .from(wallets)
      .where(isNotNull(wallets.userId));
    expect(userWallets.length).toBeGreaterThanOrEqual(2);
    // Straight in the table (the ledger itself would refuse): every user wallet at the limit but
    // one, which takes what brings the sum to exactly the limit, then one past it.
    const setUserBalances = (last: number) =>
      t.db.execute(sql`
        update wallets set balance = case when id = ${userWallets[0]!.id} then ${last}::bigint else 0 end
        where user_id is not null`);

    await setUserBalances(MAX);
    const fits = await get('/api/dashboard/stats');
    expect(fits.statusCode).toBe(200);
    expect(fits.json().data.beliHeldByUsers).toBe(MAX);

    await t.db.execute(sql`update wallets set balance = ${MAX}::bigint where user_id is not null`);
    for (const url of ['/api/dashboard/stats', '/api/ledger/check']) {
      const refused = await get(url);
      expect(refused.statusCode, url).toBe(422);
      expect(refused.json(), url).toEqual({
        code: 'SUM_OUT_OF_RANGE',
        message: expect.stringMatching(/vượt quá giới hạn ±9\.007\.199\.254\.740\.991/),
      });
    }
    expect((await get('/api/dashboard/stats')).json().message).toBe(
      `Tổng BELI người dùng đang giữ là ${(BigInt(MAX) * BigInt(userWallets.length)).toLocaleString('vi-VN')}, vượt quá giới hạn ±9.007.199.254.740.991 tính được chính xác`,
    );
    await setUserBalances(MAX - 1);
    expect((await get('/api/dashboard/stats')).json().data.beliHeldByUsers).toBe(MAX - 1);
  });
});
