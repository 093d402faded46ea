import { PERMISSIONS } from '../permissions';
import { CATALOGUE_STAMPS, catalogueDescription, catalogueName, catalogueSlug } from './aovFields';
import { defineResource } from './define';
import { pattern } from './fields';

/** The hero tags (`xa-thu`, `dau-si`...). */
export const tags = defineResource({
  name: 'admin/aov/tags',
  apiPath: 'tags',
  table: 'aov_tags',
  title: 'Thẻ',
  access: { read: PERMISSIONS.me, write: PERMISSIONS.aovTagCreate },
  fields: {
    name: catalogueName('Tên thẻ'),
    slug: catalogueSlug,
    color: pattern('Màu', { pattern: '^#[0-9a-fA-F]{6}$', message: 'Màu phải có dạng #rrggbb' }),
    description: catalogueDescription,
  },
  represent: 'name',
  list: {
    columns: ['color', 'name', 'slug', 'description'],
    search: ['name', 'slug'],
    sorts: ['name', 'slug', 'createdAt'],
  },
  export: {
    fileName: 'Thẻ',
    columns: ['name', 'slug', 'color', 'description', ...CATALOGUE_STAMPS],
  },
  card: { description: 'Thẻ phân loại tướng.' },
  tag: 'aov',
});
