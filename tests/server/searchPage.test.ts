import { sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerRestResource } from '../../server/lib/restResource';
import { SEARCH_MATCHES } from '../../common/listLimits';
import { SEARCH_WALK, searchPageStatement, type SearchList } from '../../server/lib/searchPage';
import { moduleRoutes } from '../../server/modules';
import type { ModuleRoutes } from '../../server/modules/types';
import { MEMBER_EMAIL, testAppForFile } from '../support/testApp';

const finds = pgTable('finds', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  rank: integer('rank').notNull(),
});

const findRoutes: ModuleRoutes = async (app, { db }) => {
  registerRestResource(app, db, {
    path: 'finds',
    label: 'mục',
    table: finds,
    id: finds.id,
    access: { read: 'permission.me' },
    record: z.object({ id: z.number(), name: z.string(), rank: z.number() }),
    methods: ['list'],
    search: [finds.name],
    filters: { rank: finds.rank },
    sorts: { name: finds.name, rank: finds.rank },
  });
};

const t = testAppForFile({
  modules: [...moduleRoutes, findRoutes],
  signIn: { member: MEMBER_EMAIL },
});

type Find = { id: number; name: string; rank: number };
let all: Find[] = [];

// In name order: 3 000 "An …" that match nothing, then "Băng …" with a few "Phượng" among them,
// then 1 500 "Rồng …" (more than a search sorts), which are also the newest rows.
beforeAll(async () => {
  await t.db.execute(sql`create table finds (
    id integer generated always as identity primary key, name text not null, rank integer not null)`);
  await t.db.execute(sql`insert into finds (name, rank)
    select 'An ' || lpad(i::text, 5, '0'), i % 7 from generate_series(1, 3000) i`);
  await t.db.execute(sql`insert into finds (name, rank)
    select case when i % 9 = 0 then 'Băng Phượng ' || (i * 37 % 100) else 'Băng ' || i end, i % 4
    from generate_series(1, 300) i`);
  await t.db.execute(sql`insert into finds (name, rank)
    select 'Rồng ' || lpad((i * 7919 % 1500)::text, 5, '0'), i % 7 from generate_series(1, 1500) i`);
  await t.db.execute(sql`create index finds_name on finds (name, id)`);
  await t.db.execute(sql`create index finds_name_trgm on finds using gin (name gin_trgm_ops)`);
  await t.db.execute(sql`analyze finds`);
  all = await t.db.select().from(finds);
});

const list = (query: Record<string, unknown>) =>
  t.app.inject({
    url: '/api/finds',
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, JSON.stringify(v)])),
    headers: t.member,
  });

const byName = (a: Find, b: Find) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id);
const matching = (word: string) => all.filter((f) => f.name.toLowerCase().includes(word));

describe('a search reads a bounded set of matches and sorts them', () => {
  it('answers every match in the asked order, paged, with its exact total', async () => {
    const expected = matching('phượng').sort(byName);
    expect(expected.length).toBeGreaterThan(25);
    const first = await list({ sort: ['name', 'ASC'], range: [0, 24], filter: { q: 'phượng' } });
    expect(first.headers['content-range']).toBe(`finds 0-24/${expected.length}`);
    expect(first.json()).toEqual(expected.slice(0, 25));
    const second = await list({ sort: ['name', 'ASC'], range: [25, 49], filter: { q: 'phượng' } });
    expect(second.json()).toEqual(expected.slice(25, 50));
    const descending = await list({
      sort: ['name', 'DESC'],
      range: [0, 9],
      filter: { q: 'Phượng' },
    });
    expect(descending.json()).toEqual([...expected].reverse().slice(0, 10));
  });

  it('applies the other filters and the sort by another column with the id breaking ties', async () => {
    const expected = matching('phượng')
      .filter((f) => f.rank === 2)
      .sort((a, b) => b.rank - a.rank || b.id - a.id);
    const response = await list({ sort: ['rank', 'DESC'], filter: { q: 'phượng', rank: 2 } });
    expect(response.headers['content-range']).toBe(
      `finds 0-${expected.length - 1}/${expected.length}`,
    );
    expect(response.json()).toEqual(expected);
    const none = await list({ filter: { q: 'không có đâu' } });
    expect(none.headers['content-range']).toBe('finds */0');
    expect(none.json()).toEqual([]);
  });

  it('caps a search matching more, and keeps the exact page where the order starts with matches', async () => {
    expect(matching('rồng').length).toBeGreaterThan(SEARCH_MATCHES);
    // The newest rows are the matches: the first page by id descending is found by the walk.
    const newest = await list({ sort: ['id', 'DESC'], range: [0, 24], filter: { q: 'rồng' } });
    expect(newest.headers['content-range']).toBe(`finds 0-24/${SEARCH_MATCHES}`);
    const expected = matching('rồng').sort((a, b) => b.id - a.id);
    expect(newest.json()).toEqual(expected.slice(0, 25));
  });

  it('draws a capped page, in the asked order, from the matches read when the walk finds none', async () => {
    // By name, the first SEARCH_WALK rows are "An …": the page comes from the bounded matches.
    const walked = [...all].sort(byName).slice(0, SEARCH_WALK);
    expect(walked.some((f) => f.name.includes('Rồng'))).toBe(false);
    const pages = [];
    for (const start of [0, 25, SEARCH_MATCHES - 25]) {
      const response = await list({
        sort: ['name', 'ASC'],
        range: [start, start + 24],
        filter: { q: 'Rồng' },
      });
      expect(response.headers['content-range']).toBe(
        `finds ${start}-${start + 24}/${SEARCH_MATCHES}`,
      );
      const rows: Find[] = response.json();
      expect(rows).toHaveLength(25);
      expect(rows.every((f) => f.name.startsWith('Rồng '))).toBe(true);
      expect(rows).toEqual([...rows].sort(byName));
      pages.push(rows);
    }
    // One order over the same matches on every request: each page starts after the one before.
    expect(byName(pages[0]!.at(-1)!, pages[1]![0]!)).toBeLessThan(0);
    expect(byName(pages[1]!.at(-1)!, pages[2]![0]!)).toBeLessThan(0);
    const again = await list({ sort: ['name', 'ASC'], range: [25, 49], filter: { q: 'Rồng' } });
    expect(again.json()).toEqual(pages[1]);
    const past = await list({
      sort: ['name', 'ASC'],
      range: [SEARCH_MATCHES, SEARCH_MATCHES + 24],
      filter: { q: 'Rồng' },
    });
    expect(past.json()).toEqual([]);
  });
});

interface PlanNode {
  'Node Type': string;
  'Plan Rows': number;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/** The plan of a search's page statement, with scans of the whole table off as on a big one. */
async function planOf(word: string) {
  const search: SearchList = {
    table: finds,
    id: finds.id,
    condition: undefined,
    search: sql`${finds.name} ilike ${`%${word}%`}`,
    range: { offset: 0, limit: 25 },
    sort: { column: finds.name, order: 'ASC' },
  };
  const plan = await t.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const result = await tx.execute(
      sql`explain (format json) ${searchPageStatement(t.db, search, 25).getSQL()}`,
    );
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
      'QUERY PLAN': unknown;
    }[];
    const text = rows[0]!['QUERY PLAN'];
    return (typeof text === 'string' ? JSON.parse(text) : text) as [{ Plan: PlanNode }];
  });
  const sort = nodesOf(plan[0].Plan).find((n) => n['Node Type'] === 'Sort')!;
  // What the sort reads: a limit of at most SEARCH_MATCHES + 1 rows over the table's scan.
  return { sort, limit: nodesOf(sort).find((n) => n['Node Type'] === 'Limit')! };
}

describe("a search's plan", () => {
  it('sorts no more than SEARCH_MATCHES + 1 rows however many match', async () => {
    const { sort, limit } = await planOf('rồng');
    expect(limit['Plan Rows']).toBe(SEARCH_MATCHES + 1);
    expect(sort['Plan Rows']).toBeLessThanOrEqual(SEARCH_MATCHES + 1);
  });

  it('reads a rare word through the trigram index', async () => {
    const { limit } = await planOf('phượng');
    expect(nodesOf(limit).some((n) => n['Index Name'] === 'finds_name_trgm')).toBe(true);
  });
});
