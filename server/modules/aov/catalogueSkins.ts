/** What the showcase and the list matcher read of the catalogue: skins with hero and label. */
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { aovHeroes, aovSkins } from '../../db/schema';
import type { MatchableSkin } from '../../../common/skinMatch';

export interface ShowcaseSkin extends MatchableSkin {
  /** The portrait card picture. */
  image: string | null;
  /** A lower rank is more valuable; a skin without a label comes last. */
  rank: number;
  labelName: string;
  badge: string | null;
}

const TIER_RANK: Record<string, number> = { SSS: 1, SS: 3, 'S+': 5, S: 7, A: 9 };
const NO_LABEL_RANK = 1_000_000;

/** Every skin (`ids` absent) or the skins named, with their hero and label. */
export async function catalogueSkins(db: Database, ids?: number[]): Promise<ShowcaseSkin[]> {
  if (ids && !ids.length) return [];
  const rows = await db
    .select({
      id: aovSkins.id,
      name: aovSkins.name,
      heroId: aovSkins.heroId,
      heroName: aovHeroes.name,
      image: aovSkins.image,
      tier: aovSkins.tier,
      limited: aovSkins.limited,
    })
    .from(aovSkins)
    .innerJoin(aovHeroes, eq(aovHeroes.id, aovSkins.heroId))
    .where(ids ? inArray(aovSkins.id, [...new Set(ids)]) : undefined);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    shortName: '',
    aliases: [],
    heroId: row.heroId,
    heroName: row.heroName,
    heroAliases: [],
    image: row.image,
    rank: (TIER_RANK[row.tier] ?? NO_LABEL_RANK) - (row.limited ? 1 : 0),
    labelName: `${row.tier}${row.limited ? ' Hữu Hạn' : ''}`,
    badge: null,
  }));
}

/** Most valuable label first, then by hero, then by name. */
export const byValue = (a: ShowcaseSkin, b: ShowcaseSkin) =>
  a.rank - b.rank ||
  a.heroName.localeCompare(b.heroName, 'vi') ||
  a.name.localeCompare(b.name, 'vi');
