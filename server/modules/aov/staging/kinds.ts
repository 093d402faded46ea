import { and, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { StagingKind } from '../../../../common/aov';
import { PERMISSIONS, type PermissionName } from '../../../../common/permissions';
import type { Executor } from '../../../db/client';
import {
  aovHeroes,
  aovHeroTags,
  aovLabels,
  aovSkins,
  aovStagingRows,
  aovTags,
} from '../../../db/schema';
import { unprocessable } from '../../../lib/errors';
import { heroRow, skinRow, tagRow, type HeroValues, type SkinValues } from './rowValues';

export type Values = Record<string, unknown> & { slug: string };

/** What the staging area needs to know about one catalogue. */
export interface StagingKindDefinition {
  permission: PermissionName;
  /** A raw imported row → the fields it gives, normalised; slug always present. */
  row: z.ZodType<Values>;
  /** The catalogue's rows with these slugs, in the shape rows are imported in. */
  current(db: Executor, slugs: string[]): Promise<Map<string, Values>>;
  /** Per row: references to other catalogues that do not exist, as field → message. */
  missingReferences(db: Executor, rows: Values[]): Promise<(Record<string, string> | null)[]>;
  /** Creates or updates the catalogue row of this slug with the fields given. */
  upsert(tx: Executor, values: Values): Promise<void>;
}

const touched = { updatedAt: sql`now()` };
const withoutSlug = ({ slug: _slug, ...rest }: Values) => rest;

type SlugTable = PgTable & { id: PgColumn; slug: PgColumn };

/** The columns of `table` that an import gives, by name. */
const pick = <T extends PgTable>(table: T, names: (keyof T['_']['columns'] & string)[]) =>
  Object.fromEntries(names.map((n) => [n, getTableColumns(table)[n]!])) as Record<string, PgColumn>;

/** A table the current rows read besides their own (`left`: a row may have none). */
interface Join {
  table: PgTable;
  on: SQL;
  left?: boolean;
}

/** The rows of `table` with these slugs, as `columns` picks them (`joins` add tables they read). */
async function currentBySlug(
  db: Executor,
  table: SlugTable,
  columns: Record<string, PgColumn>,
  slugs: string[],
  joins: Join[] = [],
): Promise<Map<string, Values>> {
  let query = db.select(columns).from(table).$dynamic();
  for (const join of joins) {
    query = join.left ? query.leftJoin(join.table, join.on) : query.innerJoin(join.table, join.on);
  }
  const rows = (await query.where(inArray(table.slug, slugs))) as Values[];
  return new Map(rows.map((r) => [r.slug, r]));
}

/** Creates the row of this slug or updates its other fields; answers its id. */
async function upsertBySlug(tx: Executor, table: SlugTable, row: Values): Promise<number> {
  const [saved] = await tx
    .insert(table)
    .values(row)
    .onConflictDoUpdate({ target: table.slug, set: { ...withoutSlug(row), ...touched } })
    .returning({ id: table.id });
  return saved!.id as number;
}

async function slugIds(db: Executor, table: typeof aovTags | typeof aovHeroes, slugs: string[]) {
  if (!slugs.length) return new Map<string, number>();
  const rows = await db
    .select({ id: table.id, slug: table.slug })
    .from(table)
    .where(inArray(table.slug, slugs));
  return new Map(rows.map((r) => [r.slug, r.id]));
}

/** Which of these slugs a staged row of `kind` gives (valid or not: the hero's row tells). */
async function stagedSlugs(db: Executor, kind: StagingKind, slugs: string[]) {
  if (!slugs.length) return [];
  const slug = sql<string>`${aovStagingRows.data} ->> 'slug'`;
  const rows = await db
    .select({ slug })
    .from(aovStagingRows)
    .where(and(eq(aovStagingRows.kind, kind), inArray(slug, slugs)));
  return rows.map((row) => row.slug);
}

const heroStillStaged = (hero: string) =>
  unprocessable(
    `Tướng ${hero} mới ở vùng tạm: duyệt tướng trước, rồi duyệt trang phục của tướng`,
    'HERO_NOT_APPROVED',
  );

const tags: StagingKindDefinition = {
  permission: PERMISSIONS.aovTagCreate,
  row: tagRow,
  current: (db, slugs) =>
    currentBySlug(db, aovTags, pick(aovTags, ['slug', 'name', 'color', 'description']), slugs),
  missingReferences: async (_db, rows) => rows.map(() => null),
  upsert: async (tx, values) => void (await upsertBySlug(tx, aovTags, values)),
};

async function heroTagSlugs(db: Executor, heroIds: number[]) {
  if (!heroIds.length) return new Map<number, string[]>();
  const links = await db
    .select({ heroId: aovHeroTags.heroId, slug: aovTags.slug })
    .from(aovHeroTags)
    .innerJoin(aovTags, eq(aovTags.id, aovHeroTags.tagId))
    .where(inArray(aovHeroTags.heroId, heroIds));
  const byHero = new Map<number, string[]>();
  for (const link of links)
    byHero.set(link.heroId, [...(byHero.get(link.heroId) ?? []), link.slug]);
  return byHero;
}

const heroColumns = pick(aovHeroes, [
  'id',
  'slug',
  'name',
  'title',
  'role',
  'lane',
  'goldPrice',
  'voucherPrice',
  'aliases',
  'releaseDate',
  'active',
  'avatar',
]);

const heroes: StagingKindDefinition = {
  permission: PERMISSIONS.aovHeroCreate,
  row: heroRow,
  async current(db, slugs) {
    const found = await currentBySlug(db, aovHeroes, heroColumns, slugs);
    const tagsOf = await heroTagSlugs(
      db,
      [...found.values()].map((r) => r.id as number),
    );
    for (const { id, ...hero } of found.values()) {
      found.set(hero.slug, { ...hero, tags: (tagsOf.get(id as number) ?? []).sort() });
    }
    return found;
  },
  async missingReferences(db, rows) {
    const wanted = [...new Set(rows.flatMap((r) => (r as HeroValues).tags ?? []))];
    const known = await slugIds(db, aovTags, wanted);
    return rows.map((r) => {
      const missing = ((r as HeroValues).tags ?? []).filter((slug) => !known.has(slug));
      return missing.length ? { tags: `Chưa có thẻ: ${missing.join(', ')}` } : null;
    });
  },
  async upsert(tx, values) {
    const { tags: tagSlugs, ...hero } = values as HeroValues;
    const heroId = await upsertBySlug(tx, aovHeroes, hero);
    if (!tagSlugs) return;
    const ids = await slugIds(tx, aovTags, tagSlugs);
    await tx.delete(aovHeroTags).where(eq(aovHeroTags.heroId, heroId));
    if (ids.size) {
      await tx.insert(aovHeroTags).values([...ids.values()].map((tagId) => ({ heroId, tagId })));
    }
  },
};

const skinColumns = {
  ...pick(aovSkins, ['slug', 'name', 'shortName', 'aliases', 'releaseDate', 'image', 'splash']),
  hero: aovHeroes.slug,
  label: aovLabels.code,
};

async function labelIds(db: Executor, codes: string[]) {
  if (!codes.length) return new Map<string, number>();
  const rows = await db
    .select({ id: aovLabels.id, code: aovLabels.code })
    .from(aovLabels)
    .where(inArray(aovLabels.code, codes));
  return new Map(rows.map((r) => [r.code, r.id]));
}

const skins: StagingKindDefinition = {
  permission: PERMISSIONS.aovSkinCreate,
  row: skinRow,
  current: (db, slugs) =>
    currentBySlug(db, aovSkins, skinColumns, slugs, [
      { table: aovHeroes, on: eq(aovHeroes.id, aovSkins.heroId) },
      { table: aovLabels, on: eq(aovLabels.id, aovSkins.labelId), left: true },
    ]),
  async missingReferences(db, rows) {
    const skins = rows as SkinValues[];
    const wanted = [...new Set(skins.map((r) => r.hero))];
    // A hero staged beside its skins (a first crawl) is approved with them, before them.
    const heroes = new Set([
      ...(await slugIds(db, aovHeroes, wanted)).keys(),
      ...(await stagedSlugs(db, 'heroes', wanted)),
    ]);
    const codes = skins.flatMap((r) => (r.label === undefined ? [] : [r.label]));
    const labels = await labelIds(db, [...new Set(codes)]);
    return skins.map((r) => {
      const missing = {
        ...(!heroes.has(r.hero) && { hero: `Chưa có tướng: ${r.hero}` }),
        ...(r.label !== undefined && !labels.has(r.label) && { label: `Chưa có nhãn: ${r.label}` }),
      };
      return Object.keys(missing).length ? missing : null;
    });
  },
  async upsert(tx, values) {
    const { hero, label, ...skin } = values as SkinValues;
    const [owner] = await tx
      .select({ id: aovHeroes.id })
      .from(aovHeroes)
      .where(eq(aovHeroes.slug, hero));
    if (!owner) throw heroStillStaged(hero);
    const labelId =
      label === undefined ? {} : { labelId: (await labelIds(tx, [label])).get(label)! };
    await upsertBySlug(tx, aovSkins, { ...skin, heroId: owner.id, ...labelId });
  },
};

export const STAGING: Record<StagingKind, StagingKindDefinition> = { tags, heroes, skins };
