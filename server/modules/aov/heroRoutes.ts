// /api/heroes
import { count, eq } from 'drizzle-orm';
import { PERMISSIONS } from '../../../common/permissions';
import type { Database } from '../../db/client';
import { aovHeroes, aovSkins } from '../../db/schema';
import type { ModuleRoutes } from '../types';
import { registerCatalogue } from './catalogueRules';
import { heroExport } from './exports';
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
  registerCatalogue(app, db, {
    path: 'heroes',
    label: 'tướng',
    table: aovHeroes,
    write: PERMISSIONS.aovHeroCreate,
    record: heroRecord,
    input: heroInput,
    search: [aovHeroes.name, aovHeroes.slug, aovHeroes.title],
    filters: { active: aovHeroes.active, tagId: heroHasTag(aovHeroes.id) },
    sorts: {
      slug: aovHeroes.slug,
      releaseDate: aovHeroes.releaseDate,
      createdAt: aovHeroes.createdAt,
    },
    expand: withTagIds,
    afterWrite: saveHeroTags,
    inUse: heroInUse,
    export: heroExport(db),
  });
};
