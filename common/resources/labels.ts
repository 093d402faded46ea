import { LABEL_KINDS } from '../aov';
import { PERMISSIONS } from '../permissions';
import { CATALOGUE_STAMPS, catalogueName } from './aovFields';
import { defineResource } from './define';
import { choice, image, integer, text } from './fields';

/** The skins' labels (`T2limited`, `SS_chroma`...), the most valuable first. */
export const labels = defineResource({
  name: 'admin/aov/labels',
  apiPath: 'labels',
  table: 'aov_labels',
  title: 'Nhãn',
  access: { read: PERMISSIONS.me, write: PERMISSIONS.aovSkinCreate },
  fields: {
    code: text('Mã nhãn', { max: 50, required: true, unique: 'Mã nhãn này đã được dùng' }),
    name: catalogueName('Tên nhãn'),
    kind: choice('Loại nhãn', { choices: LABEL_KINDS, message: 'Hãy chọn loại nhãn' }),
    rank: integer('Thứ hạng', {
      min: 1,
      max: 10_000,
      messages: {
        type: 'Thứ hạng phải là số',
        min: 'Thứ hạng nhỏ nhất là 1 (quý nhất)',
        max: 'Thứ hạng lớn nhất là 10.000',
      },
    }),
    badge: image('Huy hiệu'),
  },
  represent: 'name',
  list: {
    columns: ['badge', 'name', 'code', 'kind', 'rank'],
    search: ['name', 'code'],
    filters: ['kind'],
    sorts: ['rank', 'name', 'code', 'createdAt'],
    defaultSort: { field: 'rank', order: 'ASC' },
  },
  export: {
    fileName: 'Nhãn',
    columns: ['name', 'code', 'kind', 'rank', ...CATALOGUE_STAMPS],
  },
  card: { description: 'Nhãn của trang phục: bậc, kiểu bán, dòng đặc biệt; quý nhất trước.' },
  tag: 'aov',
});
