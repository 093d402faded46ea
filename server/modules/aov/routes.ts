import type { FastifyRequest } from 'fastify';
import { slugify } from '../../../common/aov';
import { PERMISSIONS } from '../../../common/permissions';
import { aovHeroes, aovItems, aovSkins, aovTags } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { registerRestResource } from '../../lib/restResource';
import type { ModuleRoutes } from '../types';
import { heroExport, itemExport, skinExport, tagExport } from './exports';
import { heroHasTag, saveHeroTags, withTagIds } from './heroTags';
import {
  heroInput,
  heroRecord,
  itemInput,
  itemRecord,
  skinInput,
  skinRecord,
  tagInput,
  tagRecord,
} from './schemas';
import { stagingRoutes } from './staging/routes';

const read = PERMISSIONS.me;
const touched = () => ({ updatedAt: new Date() });

/** On create without a slug, the slug is made from the name (`Lữ Bố` → `lu-bo`). */
function withSlug(request: FastifyRequest) {
  const body = request.body as { slug?: string; name?: string };
  if (request.method !== 'POST' || body.slug) return touched();
  const slug = slugify(body.name ?? '');
  if (!slug) throw badRequest('Dữ liệu không hợp lệ', { slug: 'Hãy nhập slug' });
  return { ...touched(), slug };
}
const duplicateSlug = (constraint: string) => ({
  [constraint]: { field: 'slug', message: 'Slug này đã được dùng' },
});

/** The Aov catalogue: tags, heroes, skins and items, each a simple-rest resource. */
export const aovRoutes: ModuleRoutes = async (app, options) => {
  const { db } = options;
  registerRestResource(app, db, {
    path: 'tags',
    label: 'nhãn',
    tag: 'aov',
    table: aovTags,
    id: aovTags.id,
    access: { read, write: PERMISSIONS.aovTagCreate },
    record: tagRecord,
    input: tagInput,
    search: [aovTags.name, aovTags.slug],
    sorts: { name: aovTags.name, slug: aovTags.slug, createdAt: aovTags.createdAt },
    defaultSort: { field: 'name', order: 'ASC' },
    stamp: withSlug,
    unique: duplicateSlug('aov_tags_slug_unique'),
    export: tagExport,
  });

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
    unique: duplicateSlug('aov_heroes_slug_unique'),
    export: heroExport(db),
  });

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

  registerRestResource(app, db, {
    path: 'items',
    label: 'trang bị',
    tag: 'aov',
    table: aovItems,
    id: aovItems.id,
    access: { read, write: PERMISSIONS.aovItemCreate },
    record: itemRecord,
    input: itemInput,
    search: [aovItems.name],
    filters: { category: aovItems.category },
    sorts: { name: aovItems.name, price: aovItems.price, category: aovItems.category },
    defaultSort: { field: 'name', order: 'ASC' },
    stamp: touched,
    export: itemExport,
  });

  await app.register(stagingRoutes, options);
};
