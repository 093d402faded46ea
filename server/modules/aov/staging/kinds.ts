import { eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { StagingKind } from '../../../../common/aov';
import { PERMISSIONS, type PermissionName } from '../../../../common/permissions';
import type { Executor } from '../../../db/client';
import { aovHeroes, aovHeroTags, aovSkins, aovTags } from '../../../db/schema';
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

async function slugIds(db: Executor, table: typeof aovTags | typeof aovHeroes, slugs: string[]) {
  if (!slugs.length) return new Map<string, number>();
  const rows = await db
    .select({ id: table.id, slug: table.slug })
    .from(table)
    .where(inArray(table.slug, slugs));
  return new Map(rows.map((r) => [r.slug, r.id]));
}

const tags: StagingKindDefinition = {
  permission: PERMISSIONS.aovTagCreate,
  row: tagRow,
  async current(db, slugs) {
    const rows = await db
      .select({
        slug: aovTags.slug,
        name: aovTags.name,
        color: aovTags.color,
        description: aovTags.description,
      })
      .from(aovTags)
      .where(inArray(aovTags.slug, slugs));
    return new Map(rows.map((r) => [r.slug, r]));
  },
  missingReferences: async (_db, rows) => rows.map(() => null),
  async upsert(tx, values) {
    const { slug, name, ...rest } = values as z.infer<typeof tagRow>;
    await tx
      .insert(aovTags)
      .values({ slug, name, ...rest })
      .onConflictDoUpdate({ target: aovTags.slug, set: { ...withoutSlug(values), ...touched } });
  },
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

const heroes: StagingKindDefinition = {
  permission: PERMISSIONS.aovHeroCreate,
  row: heroRow,
  async current(db, slugs) {
    const rows = await db
      .select({
        id: aovHeroes.id,
        slug: aovHeroes.slug,
        name: aovHeroes.name,
        title: aovHeroes.title,
        releaseDate: aovHeroes.releaseDate,
        active: aovHeroes.active,
      })
      .from(aovHeroes)
      .where(inArray(aovHeroes.slug, slugs));
    const tagsOf = await heroTagSlugs(
      db,
      rows.map((r) => r.id),
    );
    return new Map(
      rows.map(({ id, ...hero }) => [hero.slug, { ...hero, tags: (tagsOf.get(id) ?? []).sort() }]),
    );
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
    const [saved] = await tx
      .insert(aovHeroes)
      .values(hero)
      .onConflictDoUpdate({ target: aovHeroes.slug, set: { ...withoutSlug(hero), ...touched } })
      .returning({ id: aovHeroes.id });
    if (!tagSlugs) return;
    const ids = await slugIds(tx, aovTags, tagSlugs);
    await tx.delete(aovHeroTags).where(eq(aovHeroTags.heroId, saved!.id));
    if (ids.size) {
      await tx
        .insert(aovHeroTags)
        .values([...ids.values()].map((tagId) => ({ heroId: saved!.id, tagId })));
    }
  },
};

const skins: StagingKindDefinition = {
  permission: PERMISSIONS.aovSkinCreate,
  row: skinRow,
  async current(db, slugs) {
    const rows = await db
      .select({
        slug: aovSkins.slug,
        name: aovSkins.name,
        hero: aovHeroes.slug,
        tier: aovSkins.tier,
        limited: aovSkins.limited,
        releaseDate: aovSkins.releaseDate,
      })
      .from(aovSkins)
      .innerJoin(aovHeroes, eq(aovHeroes.id, aovSkins.heroId))
      .where(inArray(aovSkins.slug, slugs));
    return new Map(rows.map((r) => [r.slug, r]));
  },
  async missingReferences(db, rows) {
    const known = await slugIds(db, aovHeroes, [...new Set(rows.map((r) => String(r.hero)))]);
    return rows.map((r) =>
      known.has(String(r.hero)) ? null : { hero: `Chưa có tướng: ${r.hero}` },
    );
  },
  async upsert(tx, values) {
    const { hero, ...skin } = values as SkinValues;
    const [owner] = await tx
      .select({ id: aovHeroes.id })
      .from(aovHeroes)
      .where(eq(aovHeroes.slug, hero));
    const row = { ...skin, heroId: owner!.id };
    await tx
      .insert(aovSkins)
      .values(row)
      .onConflictDoUpdate({ target: aovSkins.slug, set: { ...withoutSlug(row), ...touched } });
  },
};

export const STAGING: Record<StagingKind, StagingKindDefinition> = { tags, heroes, skins };
