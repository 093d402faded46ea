import { HERO_ROLES } from '../aov';
import { PERMISSIONS } from '../permissions';
import { CATALOGUE_STAMPS, catalogueAliases, catalogueName, catalogueSlug } from './aovFields';
import { defineResource } from './define';
import { choice, day, image, integer, references, text, yesNo } from './fields';

/** A hero's price in one of the game's currencies, unknown until said. */
const price = (label: string, unit: string) =>
  integer(label, {
    min: 0,
    max: 10_000_000,
    optional: true,
    messages: {
      type: `${label} phải là số ${unit}`,
      int: `${label} phải là số nguyên`,
      min: `${label} không được âm`,
      max: `${label} tối đa 10.000.000 ${unit}`,
    },
  });

/** The heroes, with their tags (filter by `tagId`). */
export const heroes = defineResource({
  name: 'admin/aov/heroes',
  apiPath: 'heroes',
  table: 'aov_heroes',
  title: 'Tướng',
  access: { read: PERMISSIONS.me, write: PERMISSIONS.aovHeroCreate },
  fields: {
    name: catalogueName('Tên tướng'),
    slug: catalogueSlug,
    title: text('Danh hiệu', { max: 100 }),
    role: choice('Vai trò', { choices: HERO_ROLES, optional: true, message: 'Hãy chọn vai trò' }),
    lane: text('Đường', { max: 100 }),
    goldPrice: price('Giá vàng', 'vàng'),
    voucherPrice: price('Giá quân huy', 'quân huy'),
    aliases: catalogueAliases,
    tags: references('Thẻ', { resource: 'admin/aov/tags', represent: 'name', max: 20 }),
    avatar: image('Ảnh đại diện'),
    releaseDate: day('Ngày phát hành'),
    active: yesNo('Đang dùng', { message: 'Trạng thái không hợp lệ' }),
  },
  represent: 'name',
  list: {
    columns: ['avatar', 'name', 'title', 'role', 'lane', 'tags', 'releaseDate', 'active'],
    search: ['name', 'slug', 'title', 'aliases'],
    filters: ['active', 'tagId', 'role'],
    sorts: ['name', 'slug', 'releaseDate', 'createdAt'],
  },
  labels: { tagId: 'Thẻ', tagNames: 'Thẻ' },
  export: {
    fileName: 'Tướng',
    columns: [
      ...['name', 'slug', 'title', 'role', 'lane', 'goldPrice', 'voucherPrice', 'aliases'],
      ...['tagNames', 'releaseDate', 'active', ...CATALOGUE_STAMPS],
    ],
  },
  card: { id: 'aov', description: 'Tướng Aov, thẻ của họ, nhập dữ liệu từ tệp.' },
  tag: 'aov',
});
