import { SKIN_TIERS } from '../aov';
import { PERMISSIONS } from '../permissions';
import { CATALOGUE_STAMPS, catalogueName, catalogueSlug } from './aovFields';
import { defineResource } from './define';
import { choice, day, image, reference, sameChoices, yesNo } from './fields';

/** The skins, filtered by hero, by the hero's tag, tier and `limited`. */
export const skins = defineResource({
  name: 'admin/aov/skins',
  apiPath: 'skins',
  table: 'aov_skins',
  title: 'Trang phục',
  access: { read: PERMISSIONS.me, write: PERMISSIONS.aovSkinCreate },
  fields: {
    heroId: reference('Tướng', { resource: 'admin/aov/heroes', represent: 'name' }),
    slug: catalogueSlug,
    name: catalogueName('Tên trang phục'),
    tier: choice('Bậc', { choices: sameChoices(SKIN_TIERS) }),
    image: image('Ảnh'),
    limited: yesNo('Giới hạn', { message: 'Giá trị không hợp lệ' }),
    releaseDate: day('Ngày phát hành'),
  },
  represent: 'name',
  list: {
    columns: ['image', 'name', 'heroId', 'tier', 'limited', 'releaseDate'],
    search: ['name', 'slug'],
    filters: ['heroId', 'tier', 'limited', 'tagId'],
    sorts: ['name', 'tier', 'heroId', 'releaseDate', 'createdAt'],
  },
  labels: { tagId: 'Thẻ của tướng', hero: 'Tướng (slug)' },
  export: {
    fileName: 'Trang_phục',
    columns: ['name', 'slug', 'heroId', 'tier', 'limited', 'releaseDate', ...CATALOGUE_STAMPS],
  },
  card: { description: 'Trang phục của các tướng.' },
  tag: 'aov',
});
