import { PERMISSIONS } from '../permissions';
import { CATALOGUE_STAMPS, catalogueName, catalogueSlug } from './aovFields';
import { defineResource } from './define';
import { day, image, references, text, yesNo } from './fields';

/** The heroes, with their tags (filter by `tagId`). */
export const heroes = defineResource({
  name: 'admin/aov/heroes',
  apiPath: 'heroes',
  table: 'aov_heroes',
  title: 'Tướng',
  access: { read: PERMISSIONS.me, write: PERMISSIONS.aovHeroCreate },
  fields: {
    slug: catalogueSlug,
    name: catalogueName('Tên tướng'),
    title: text('Danh hiệu', { max: 100 }),
    tags: references('Thẻ', { resource: 'admin/aov/tags', represent: 'name', max: 20 }),
    avatar: image('Ảnh đại diện'),
    releaseDate: day('Ngày phát hành'),
    active: yesNo('Đang dùng', { message: 'Trạng thái không hợp lệ' }),
  },
  represent: 'name',
  list: {
    columns: ['avatar', 'name', 'title', 'tags', 'releaseDate', 'active'],
    search: ['name', 'slug', 'title'],
    filters: ['active', 'tagId'],
    sorts: ['name', 'slug', 'releaseDate', 'createdAt'],
  },
  labels: { tagId: 'Thẻ', tagNames: 'Thẻ' },
  export: {
    fileName: 'Tướng',
    columns: ['name', 'slug', 'title', 'tagNames', 'releaseDate', 'active', ...CATALOGUE_STAMPS],
  },
  card: { id: 'aov', description: 'Tướng Aov, thẻ của họ, nhập dữ liệu từ tệp.' },
  tag: 'aov',
});
