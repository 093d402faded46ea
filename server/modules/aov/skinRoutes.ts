// /api/skins
import { PERMISSIONS } from '../../../common/permissions';
import { aovSkins } from '../../db/schema';
import { registerRestResource } from '../../lib/restResource';
import type { ModuleRoutes } from '../types';
import { skinExport } from './exports';
import { read, withSlug, duplicateSlug } from './catalogueRules';
import { heroHasTag } from './heroTags';
import { skinInput, skinRecord } from './schemas';

/** The skins, filtered by hero, by the hero's tag, tier and `limited`. */
export const skinRoutes: ModuleRoutes = async (app, { db }) => {
  registerRestResource(app, db, {
    path: 'skins',
    label: 'trang phục',
    tag: 'aov',
    table: aovSkins,
    id: aovSkins.id,
    access: { read, write: PERMISSIONS.aovSkinCreate },
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
      name: aovSkins.name,
      tier: aovSkins.tier,
      heroId: aovSkins.heroId,
      releaseDate: aovSkins.releaseDate,
      createdAt: aovSkins.createdAt,
    },
    defaultSort: { field: 'name', order: 'ASC' },
    stamp: withSlug,
    unique: duplicateSlug('aov_skins_slug_unique'),
    export: skinExport(db),
  });
};
