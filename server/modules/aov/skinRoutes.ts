// /api/skins
import { PERMISSIONS } from '../../../common/permissions';
import { aovSkins } from '../../db/schema';
import type { ModuleRoutes } from '../types';
import { registerCatalogue } from './catalogueRules';
import { skinExport } from './exports';
import { heroHasTag } from './heroTags';
import { skinInput, skinRecord } from './schemas';

/** The skins, filtered by hero, by the hero's tag, tier and `limited`. */
export const skinRoutes: ModuleRoutes = async (app, { db }) => {
  registerCatalogue(app, db, {
    path: 'skins',
    label: 'trang phục',
    table: aovSkins,
    write: PERMISSIONS.aovSkinCreate,
    record: skinRecord,
    input: skinInput,
    search: [aovSkins.name, aovSkins.slug],
    filters: {
      heroId: aovSkins.heroId,
      tier: aovSkins.tier,
      limited: aovSkins.limited,
      tagId: heroHasTag(aovSkins.heroId),
    },
    sorts: {
      tier: aovSkins.tier,
      heroId: aovSkins.heroId,
      releaseDate: aovSkins.releaseDate,
      createdAt: aovSkins.createdAt,
    },
    export: skinExport(db),
  });
};
