import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPglite, openDatabase, type DatabaseHandle } from '../../../server/db/client';
import { runMigrations, runMigrationsUpTo } from '../../../server/db/migrate';
import { readJournal } from '../../../server/db/migrationJournal';
import { rowsOf } from '../../../server/db/rows';
import { DEMO_HEROES, DEMO_SKINS } from '../../../server/modules/aov/demoCatalogue';
import { createEmptyPostgresDatabase, testDatabaseKind } from '../../support/testDatabase';

/** The schema before labels: a skin had one of five letters and a limited flag. */
const before = readJournal().find((step) => step.tag === '0021_ledger_post')!;
const LETTERS = ['A', 'S', 'S+', 'SS', 'SSS'];

let database: DatabaseHandle;
let drop = async () => {};
/** The skins as they were before the migration. */
let old: OldSkin[];

interface OldSkin {
  slug: string;
  tier: string;
  limited: boolean;
  updated_at: string;
}

beforeAll(async () => {
  if (testDatabaseKind() === 'postgres') {
    const empty = await createEmptyPostgresDatabase();
    database = await openDatabase({ databaseUrl: empty.url });
    drop = empty.drop;
  } else {
    database = await openDatabase({ pglite: await createPglite() });
  }
  await runMigrationsUpTo(database, before);
  // Every demo hero and skin, as the schema before labels held them: each letter with and
  // without the limited flag among them.
  await database.db.execute(sql`
    insert into aov_heroes (slug, name)
    select slug, name from json_to_recordset(${JSON.stringify(DEMO_HEROES)}::json)
      as h(slug text, name text)`);
  const skins = DEMO_SKINS.map((skin, i) => ({
    slug: skin.slug,
    name: skin.name,
    hero: skin.hero,
    tier: LETTERS[i % LETTERS.length],
    limited: Math.floor(i / LETTERS.length) % 2 === 1,
  }));
  await database.db.execute(sql`
    insert into aov_skins (hero_id, slug, name, tier, limited, release_date, updated_at)
    select h.id, s.slug, s.name, s.tier, s.limited, '2020-01-02',
           '2024-05-06T07:08:09.123Z'
    from json_to_recordset(${JSON.stringify(skins)}::json)
      as s(slug text, name text, hero text, tier text, limited boolean)
    join aov_heroes h on h.slug = s.hero`);
  old = rowsOf<OldSkin>(
    await database.db.execute(
      sql`select slug, tier, limited, updated_at::text from aov_skins order by slug`,
    ),
  );
  await runMigrations(database);
}, 180_000);

afterAll(async () => {
  await database?.close();
  await drop();
});

describe('the migration to labels', () => {
  it('gives every skin the label of its letter and limited flag, losing nothing', async () => {
    expect(old).toHaveLength(DEMO_SKINS.length);
    expect(new Set(old.map((s) => `${s.tier}/${s.limited}`)).size).toBe(10);

    const now = rowsOf<{
      slug: string;
      name: string;
      kind: string;
      rank: number;
      label_rank: number;
      updated_at: string;
      release_date: string;
    }>(
      await database.db.execute(sql`
        select s.slug, l.name, l.kind, l.rank, s.label_rank, s.updated_at::text,
               s.release_date::text
        from aov_skins s join aov_labels l on l.id = s.label_id order by s.slug`),
    );
    expect(now.map((s) => s.slug)).toEqual(old.map((s) => s.slug));
    for (const [i, skin] of now.entries()) {
      const was = old[i]!;
      const name = `${was.tier}${was.limited ? ' Hữu Hạn' : ''}`;
      expect(skin, was.slug).toMatchObject({
        name,
        kind: 'tier',
        label_rank: skin.rank,
        updated_at: was.updated_at,
        release_date: '2020-01-02',
      });
    }
  });

  it('orders the labels by value: a higher letter first, a limited sale before the direct one', async () => {
    const ranked = rowsOf<{ name: string }>(
      await database.db.execute(sql`select name from aov_labels order by rank`),
    ).map((label) => label.name);
    expect(ranked).toEqual([
      ...['SSS Hữu Hạn', 'SSS', 'SS Hữu Hạn', 'SS', 'S+ Hữu Hạn', 'S+'],
      ...['S Hữu Hạn', 'S', 'A Hữu Hạn', 'A'],
    ]);
  });
});
