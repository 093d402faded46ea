/** What the showcase and the list matcher read of the catalogue: skins with hero and label. */
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { aovHeroes, aovLabels, aovSkins } from '../../db/schema';
import type { MatchableSkin } from '../../../common/skinMatch';

export interface ShowcaseSkin extends MatchableSkin {
  /** The portrait card picture. */
  image: string | null;
  /** A lower rank is more valuable; a skin without a label comes last. */
  rank: number;
  labelName: string;
  badge: string | null;
}

const NO_LABEL_RANK = 1_000_000;

/** Every skin (`ids` absent) or the skins named, with their hero and label. */
export async function catalogueSkins(db: Database, ids?: number[]): Promise<ShowcaseSkin[]> {
  if (ids && !ids.length) return [];
  const rows = await db
    .select({
      id: aovSkins.id,
      name: aovSkins.name,
      shortName: aovSkins.shortName,
      aliases: aovSkins.aliases,
      heroId: aovSkins.heroId,
      heroName: aovHeroes.name,
      heroAliases: aovHeroes.aliases,
      image: aovSkins.image,
      rank: aovLabels.rank,
      labelName: aovLabels.name,
      badge: aovLabels.badge,
    })
    .from(aovSkins)
    .innerJoin(aovHeroes, eq(aovHeroes.id, aovSkins.heroId))
    .leftJoin(aovLabels, eq(aovLabels.id, aovSkins.labelId))
    .where(ids ? inArray(aovSkins.id, [...new Set(ids)]) : undefined);
  return rows.map((row) => ({
    ...row,
    rank: row.rank ?? NO_LABEL_RANK,
    labelName: row.labelName ?? '',
  }));
}

/** Most valuable label first, then by hero, then by name. */
export const byValue = (a: ShowcaseSkin, b: ShowcaseSkin) =>
  a.rank - b.rank ||
  a.heroName.localeCompare(b.heroName, 'vi') ||
  a.name.localeCompare(b.name, 'vi');
