import { asc, count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { conditionTemplate, shapeOf } from '../../server/db/queryShape';
import { aovSkins } from '../../server/db/schema';
import { readListPage } from '../../server/lib/listPage';
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
  it('once its estimate is known, sends three statements: session, rows, capped count', async () => {
    const counted = statementsOf(t.database);
    expect((await page({ tier: 'SS' }, [5, 9])).statusCode).toBe(200);
    const { result, statements } = await counted(() => page({ tier: 'SS' }, [5, 9]));
    expect(result.statusCode).toBe(200);
    expect(statements, statements.join('\n---\n')).toHaveLength(3);
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

  it('builds a condition it cannot split into placeholders per request, with the same answer', async () => {
    const literal = sql`${aovSkins.slug} <> 'x$1' and ${aovSkins.tier} = ${'SS'}`;
    expect(conditionTemplate(shapeOf(literal))).toBeNull();
    const read = () =>
      readListPage(
        t.db,
        aovSkins,
        aovSkins.id,
        literal,
        { offset: 0, limit: 3 },
        {
          key: 'id ASC',
          columns: [asc(aovSkins.id)],
        },
      );
    for (const { rows, total } of [await read(), await read()]) {
      expect(rows.map((row) => row.tier)).toEqual(['SS', 'SS', 'SS']);
      expect(total).toBe(await countOfTier('SS'));
    }
  });
});
