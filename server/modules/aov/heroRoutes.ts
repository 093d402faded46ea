// /api/heroes
import { count, eq } from 'drizzle-orm';
import { PERMISSIONS } from '../../../common/permissions';
import type { Database } from '../../db/client';
import { aovHeroes, aovSkins } from '../../db/schema';
import { registerRestResource } from '../../lib/restResource';
import type { ModuleRoutes } from '../types';
import { heroExport } from './exports';
import { read, withSlug, duplicateSlug } from './catalogueRules';
import { heroHasTag, saveHeroTags, withTagIds } from './heroTags';
import { heroInput, heroRecord } from './schemas';

/** A hero keeps its skins: one that has any is not deleted (the skins would lose their hero). */
async function heroInUse(db: Database, id: number) {
  const [row] = await db.select({ skins: count() }).from(aovSkins).where(eq(aovSkins.heroId, id));
  const skins = row?.skins ?? 0;
  return skins
    ? `Tướng này còn ${skins} trang phục: hãy xóa hoặc chuyển các trang phục đó sang tướng khác trước`
    : undefined;
}

/** The heroes, with their tags (filter by `tagId`). */
export const heroRoutes: ModuleRoutes = async (app, { db }) => {
  registerRestResource(app, db, {
    path: 'heroes',
    label: 'tướng',
    tag: 'aov',
    table: aovHeroes,
    id: aovHeroes.id,
    access: { read, write: PERMISSIONS.aovHeroCreate },
    record: heroRecord,
    input: heroInput,
    search: [aovHeroes.name, aovHeroes.slug, aovHeroes.title],
    filters: { active: aovHeroes.active, tagId: heroHasTag(aovHeroes.id) },
    sorts: {
      name: aovHeroes.name,
      slug: aovHeroes.slug,
      releaseDate: aovHeroes.releaseDate,
      createdAt: aovHeroes.createdAt,
    },
    defaultSort: { field: 'name', order: 'ASC' },
    expand: withTagIds,
    stamp: withSlug,
    afterWrite: saveHeroTags,
    inUse: heroInUse,
    unique: duplicateSlug('aov_heroes_slug_unique'),
    export: heroExport(db),
  });
};
