// /api/heroes
import { PERMISSIONS } from '../../../common/permissions';
import { aovHeroes } from '../../db/schema';
import type { ModuleRoutes } from '../types';
import { registerCatalogue } from './catalogueRules';
import { heroExport } from './exports';
import { heroHasTag, saveHeroTags, withTagIds } from './heroTags';
import { heroInput, heroRecord } from './schemas';

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
    export: heroExport(db),
  });
};
