import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { aovSkins } from '../../server/db/schema';
import { labelIdOf } from '../support/skinLabels';
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
const countOfLabel = async (labelId: number) =>
  (await t.db.select({ total: count() }).from(aovSkins).where(eq(aovSkins.labelId, labelId)))[0]!
    .total;

describe('a list page', () => {
  it('once its estimate is known, sends two statements: session, rows with their capped count (the shared rate limit written a batch of hits at a time)', async () => {
    const counted = statementsOf(t.database);
    const labelId = await labelIdOf(t.db, 'T2DirectSale');
    expect((await page({ labelId }, [5, 9])).statusCode).toBe(200);
    const { result, statements } = await counted(() => page({ labelId }, [5, 9]));
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
    for (const code of [
      'T5DirectSale',
      'T4DirectSale',
      'T2DirectSale',
      'T1DirectSale',
      'T5DirectSale',
    ]) {
      const labelId = await labelIdOf(t.db, code);
      const response = await page({ labelId }, [1, 5]);
      const rows = response.json<{ labelId: number; name: string }[]>();
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((row) => row.labelId === labelId)).toBe(true);
      const total = await countOfLabel(labelId);
      expect(response.headers['content-range']).toBe(`skins 1-${rows.length}/${total}`);
    }
  });
});
