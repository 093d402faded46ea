import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { aovHeroes, aovHeroTags, aovSkins, aovTags } from '../../db/schema';
import type { ExportRow } from '../../lib/export/columns';
import type { ServerPart } from '../../lib/resources/registerDefinition';
import { heroHasTag, saveHeroTags, withTagIds } from './heroTags';
import { labelInUse, skinLabelKind } from './skinLabels';

/** Heroes with their tags' names, one query a batch. */
async function withTagNames(db: Database, rows: ExportRow[]) {
  const ids = rows.map((r) => r.id as number);
  const links = ids.length
    ? await db
        .select({ heroId: aovHeroTags.heroId, name: aovTags.name })
        .from(aovHeroTags)
        .innerJoin(aovTags, eq(aovTags.id, aovHeroTags.tagId))
        .where(inArray(aovHeroTags.heroId, ids))
        .orderBy(aovTags.name)
    : [];
  return rows.map((row) => ({
    ...row,
    tagNames: links.filter((l) => l.heroId === row.id).map((l) => l.name),
  }));
}

/** What the catalogue's definitions (common/resources) cannot say as data, by resource. */
export const aovResourceParts: Record<string, ServerPart> = {
  'admin/aov/heroes': {
    filters: { tagId: heroHasTag(aovHeroes.id) },
    expand: withTagIds,
    afterWrite: saveHeroTags,
    exportExpand: withTagNames,
  },
  'admin/aov/skins': {
    filters: { tagId: heroHasTag(aovSkins.heroId), labelKind: skinLabelKind },
    // The label column sorts by value: its rank, kept on the skin for an index (catalogue_labels migration).
    sorts: { labelId: aovSkins.labelRank },
  },
  'admin/aov/labels': {
    inUse: labelInUse,
  },
};
