import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { aovSkins } from '../../server/db/schema';
import { statementsOf } from '../support/statementCounter';
import { MEMBER_EMAIL, testAppForFile } from '../support/testApp';

const t = testAppForFile({ signIn: { member: MEMBER_EMAIL } });
const page = (filter: Record<string, unknown>, range: [number, number]) =>
  t.app.inject({
    url: `/api/skins?${new URLSearchParams({
      sort: JSON.stringify(['name', 'DESC']),
      range: JSON.stringify(range),
      filter: JSON.stringify(filter),
    })}`,
    headers: t.member,
  });
const countOfTier = async (tier: string) =>
  (await t.db.select({ total: count() }).from(aovSkins).where(eq(aovSkins.tier, tier)))[0]!.total;

describe('a list page', () => {
  it('once its estimate is known, sends two statements: session, rows with their capped count (the shared rate limit written a batch of hits at a time)', async () => {
    const counted = statementsOf(t.database);
    expect((await page({ tier: 'SS' }, [5, 9])).statusCode).toBe(200);
    const { result, statements } = await counted(() => page({ tier: 'SS' }, [5, 9]));
    expect(result.statusCode).toBe(200);
    expect(statements, statements.join('\n---\n')).toHaveLength(2);
  });

  it('gives the rows of each depth in one order: page 1, a near page, one read ids first', async () => {
    const names = async (range: [number, number]) =>
      (await page({}, range)).json<{ name: string }[]>().map((row) => row.name);
    const all = await names([0, 599]);
    expect(all.length).toBeGreaterThan(45);
    expect(await names([5, 9])).toEqual(all.slice(5, 10));
    expect(await names([0, 4])).toEqual(all.slice(0, 5));
    expect(await names([20, 44])).toEqual(all.slice(20, 45));
    expect(await names([500, 504])).toEqual(all.slice(500, 505));
  });

  it("answers with each request's own values when its statement is reused", async () => {
    for (const tier of ['A', 'S', 'SS', 'SSS', 'A']) {
      const response = await page({ tier }, [1, 5]);
      const rows = response.json<{ tier: string; name: string }[]>();
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((row) => row.tier === tier)).toBe(true);
      const total = await countOfTier(tier);
      expect(response.headers['content-range']).toBe(`skins 1-${rows.length}/${total}`);
    }
  });
});
