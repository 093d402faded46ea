import { ITEM_CATEGORIES } from '../aov';
import { PERMISSIONS } from '../permissions';
import { CATALOGUE_STAMPS, catalogueDescription, catalogueName } from './aovFields';
import { defineResource } from './define';
import { choice, image, integer } from './fields';

/** The items, by category. */
export const items = defineResource({
  name: 'admin/aov/items',
  apiPath: 'items',
  table: 'aov_items',
  title: 'Trang bị',
  access: { read: PERMISSIONS.me, write: PERMISSIONS.aovItemCreate },
  fields: {
    name: catalogueName('Tên trang bị'),
    category: choice('Loại', { choices: ITEM_CATEGORIES, message: 'Hãy chọn loại trang bị' }),
    price: integer('Giá (vàng)', {
      min: 0,
      max: 100_000,
      messages: {
        type: 'Giá phải là số vàng',
        int: 'Giá phải là số nguyên',
        min: 'Giá không được âm',
        max: 'Giá tối đa 100.000 vàng',
      },
    }),
    image: image('Ảnh'),
    description: catalogueDescription,
  },
  represent: 'name',
  list: {
    columns: ['image', 'name', 'category', 'price', 'description'],
    search: ['name'],
    filters: ['category'],
    sorts: ['name', 'price', 'category'],
  },
  export: {
    fileName: 'Trang_bị',
    columns: ['name', 'category', 'price', 'description', ...CATALOGUE_STAMPS],
  },
  card: { description: 'Trang bị và giá vàng.' },
  tag: 'aov',
});
