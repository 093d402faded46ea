import { PERMISSIONS } from '../permissions';
import { CATALOGUE_STAMPS, catalogueAliases, catalogueName, catalogueSlug } from './aovFields';
import { defineResource } from './define';
import { day, image, reference, text } from './fields';

/**
 * The skins, filtered by hero, by the hero's tag, by label and by the label's kind; `labelId`
 * sorts by the label's rank (the most valuable first, ascending).
 */
export const skins = defineResource({
  name: 'admin/aov/skins',
  apiPath: 'skins',
  table: 'aov_skins',
  title: 'Trang phục',
  access: { read: PERMISSIONS.me, write: PERMISSIONS.aovSkinCreate },
  fields: {
    heroId: reference('Tướng', { resource: 'admin/aov/heroes', represent: 'name' }),
    name: catalogueName('Tên trang phục'),
    shortName: text('Tên ngắn', { max: 100 }),
    slug: catalogueSlug,
    labelId: reference('Nhãn', { resource: 'admin/aov/labels', represent: 'name' }),
    image: image('Ảnh thẻ dọc'),
    splash: image('Ảnh nền'),
    aliases: catalogueAliases,
    releaseDate: day('Ngày phát hành'),
  },
  represent: 'name',
  list: {
    columns: ['image', 'name', 'heroId', 'labelId', 'releaseDate'],
    search: ['name', 'slug', 'aliases'],
    filters: ['heroId', 'labelId', 'labelKind', 'tagId'],
    sorts: ['name', 'labelId', 'heroId', 'releaseDate', 'createdAt'],
  },
  labels: {
    tagId: 'Thẻ của tướng',
    hero: 'Tướng (slug)',
    label: 'Nhãn (mã)',
    labelKind: 'Loại nhãn',
  },
  export: {
    fileName: 'Trang_phục',
    columns: [
      ...['name', 'shortName', 'slug', 'heroId', 'labelId', 'aliases', 'releaseDate'],
      ...CATALOGUE_STAMPS,
    ],
  },
  card: { description: 'Trang phục của các tướng.' },
  tag: 'aov',
});
