import { getTableColumns, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { withFlatRows } from '../../server/db/prepared';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase';

let database: TestDatabase;

const probes = pgTable('flat_row_probes', {
  id: integer('id').primaryKey(),
  at: timestamp('at', { withTimezone: true }),
  atAsText: timestamp('at_as_text', { withTimezone: true, mode: 'string' }),
  localAt: timestamp('local_at'),
  day: date('day'),
  amount: numeric('amount', { precision: 20, scale: 2 }),
  big: bigint('big', { mode: 'number' }),
  flag: boolean('flag'),
  data: jsonb('data'),
  tags: text('tags').array(),
  note: text('note'),
});

beforeAll(async () => {
  database = await createTestDatabase(2);
  await database.db.execute(sql`create table flat_row_probes (
    id int primary key, at timestamptz, at_as_text timestamptz, local_at timestamp, day date,
    amount numeric(20, 2), big bigint, flag boolean, data jsonb, tags text[], note text)`);
  await database.db.execute(sql`insert into flat_row_probes values
    (1, '2026-11-28 10:11:12.345+07', '2026-11-28 10:11:12.345+07', '2026-11-28 10:11:12.5',
     '2026-02-28', 12345678901234.56, 9007199254740991, true,
     '{"tên": "Rồng", "n": [1, 2.5, null], "ok": false}', '{a,"b c"}', 'Điều chỉnh'),
    (2, null, null, null, null, null, null, null, null, null, null),
    (3, '1970-01-01 00:00:00+00', '1970-01-01 00:00:00+00', '1970-01-01', '0001-01-01', -0.5,
     -1, false, '"chỉ chữ"', '{}', '')`);
});
afterAll(() => database.close());

it('gives the same records, byte for byte, as Drizzle mapping each row', async () => {
  const select = () =>
    database.db
      .select({
        ...getTableColumns(probes),
        counted: sql`(select count(*) from flat_row_probes)`.mapWith(Number),
        raw: sql`id * 2`,
        aliased: sql<string>`upper(note)`.as('loud'),
      })
      .from(probes)
      .orderBy(probes.id);
  const drizzles = await select().prepare('').execute();
  const flat = await withFlatRows(select().prepare('')).execute();
  expect(flat).toEqual(drizzles);
  expect(JSON.stringify(flat)).toBe(JSON.stringify(drizzles));
  expect(flat).toHaveLength(3);
});
