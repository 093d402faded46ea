import { inArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { aovHeroTags } from '../../db/schema';
import type { CustomFilter } from '../../lib/restFilters';
import type { FilterValue } from '../../lib/restQuery';

type Row = Record<string, unknown>;

/** Adds each hero's tag ids (one query for the page). */
export async function withTagIds(db: Executor, rows: Row[]): Promise<Row[]> {
  const ids = rows.map((r) => r.id as number);
  if (!ids.length) return rows;
  const links = await db
    .select()
    .from(aovHeroTags)
    .where(inArray(aovHeroTags.heroId, ids))
    .orderBy(aovHeroTags.tagId);
  return rows.map((row) => ({
    ...row,
    tags: links.filter((l) => l.heroId === row.id).map((l) => l.tagId),
  }));
}

/** Replaces a hero's tags when the body names them. */
export async function saveHeroTags(tx: Executor, heroId: number, body: Row): Promise<void> {
  const tagIds = body.tags as number[] | undefined;
  if (tagIds === undefined) return;
  await tx.delete(aovHeroTags).where(sql`${aovHeroTags.heroId} = ${heroId}`);
  const unique = [...new Set(tagIds)];
  if (unique.length) {
    await tx.insert(aovHeroTags).values(unique.map((tagId) => ({ heroId, tagId })));
  }
}

const tagIdsOf = (value: FilterValue) => {
  const ids = [value]
    .flat()
    .filter((v) => v !== null)
    .map(Number);
  return ids.length && ids.every((id) => Number.isInteger(id)) ? ids : undefined;
};

/**
 * `tagId` filter: rows whose hero carries the tag (or one of the tags), read hero by hero: a
 * tag's rare heroes were otherwise looked for along the whole name order.
 */
export function heroHasTag(heroId: PgColumn): CustomFilter {
  return {
    where(value) {
      const ids = tagIdsOf(value);
      if (!ids) return sql`false`;
      return sql`exists (select 1 from ${aovHeroTags} where ${aovHeroTags.heroId} = ${heroId} and ${inArray(aovHeroTags.tagId, ids)})`;
    },
    fanOut(value) {
      const ids = tagIdsOf(value);
      if (!ids) return undefined;
      const values = sql`select distinct ${aovHeroTags.heroId} from ${aovHeroTags} where ${inArray(aovHeroTags.tagId, ids)}`;
      return { column: heroId, values };
    },
  };
}
