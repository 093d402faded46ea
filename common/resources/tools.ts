import { TOOL_TYPE_LABELS } from '../labels';
import { PERMISSIONS } from '../permissions';
import { defineResource } from './define';
import { choice, integer, text, yesNo } from './fields';

/**
 * The picture tools: every signed-in user reads the active ones (to run them at /app/tool); the
 * admin pages and every write are `tool.all`'s. Their `options` object is the server part's.
 */
export const tools = defineResource({
  name: 'admin/tool',
  apiPath: 'tools',
  table: 'tools',
  title: 'Công cụ',
  access: { read: PERMISSIONS.me, write: PERMISSIONS.toolAll, pages: PERMISSIONS.toolAll },
  fields: {
    type: choice('Loại', { choices: TOOL_TYPE_LABELS, message: 'Loại công cụ không hợp lệ' }),
    name: text('Tên', {
      max: 100,
      required: true,
      messages: { empty: 'Tên không được để trống', max: 'Tên tối đa 100 ký tự' },
    }),
    description: text('Mô tả', {
      max: 1000,
      multiline: true,
      messages: { max: 'Mô tả tối đa 1000 ký tự' },
    }),
    price: integer('Giá (BELI)', {
      min: 0,
      max: 1_000_000,
      money: 'beli',
      messages: {
        type: 'Giá phải là số',
        int: 'Giá phải là số nguyên BELI',
        min: 'Giá không được âm',
        max: 'Giá tối đa 1.000.000 BELI',
      },
    }),
    active: yesNo('Đang hoạt động'),
  },
  represent: 'name',
  list: {
    columns: ['name', 'type', 'price', 'active'],
    search: ['name', 'description'],
    filters: ['type', 'active'],
    sorts: ['name', 'price', 'type', 'createdAt'],
    defaultSort: { field: 'id', order: 'ASC' },
  },
  labels: { id: 'Mã' },
  export: {
    fileName: 'Công_cụ',
    columns: ['id', 'name', 'type', 'price', 'active', 'description', 'createdAt', 'updatedAt'],
  },
  card: { id: 'tools', description: 'Thêm và chỉnh các công cụ ghép ảnh.' },
});
