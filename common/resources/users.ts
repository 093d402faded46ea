import { PERMISSIONS } from '../permissions';
import { defineResource } from './define';
import { READ_ONLY, text, time } from './fields';

/** Given by the sign-in (the provider's profile), never written: no write checks `max`. */
const profile = (label: string, max: number) => text(label, { max, ...READ_ONLY });

/**
 * Users: made by signing in (a first sign-in makes the account), read by user.all on the admin
 * pages, where their own routes (server/modules/users) disable and enable them and set their
 * groups; never written through this resource.
 */
export const users = defineResource({
  name: 'admin/user',
  apiPath: 'users',
  table: 'users',
  title: 'Người dùng',
  access: { read: PERMISSIONS.userAll, write: PERMISSIONS.userAll },
  methods: ['list', 'get'],
  fields: {
    email: profile('E-mail', 254),
    name: profile('Tên', 254),
    avatarUrl: profile('Ảnh', 2048),
    createdAt: time('Ngày tạo'),
    lastLoginAt: time('Đăng nhập gần nhất', { empty: 'Chưa đăng nhập' }),
  },
  represent: 'name',
  list: {
    columns: ['name', 'email', 'lastLoginAt'],
    search: ['name', 'email'],
    filters: ['groupId', 'status'],
    sorts: ['name', 'email', 'createdAt', 'lastLoginAt'],
    defaultSort: { field: 'id', order: 'ASC' },
  },
  labels: {
    id: 'Mã',
    q: 'Tìm theo tên hoặc e-mail',
    groups: 'Nhóm',
    groupId: 'Nhóm',
    status: 'Trạng thái',
    disabled: 'Bị khóa',
    identities: 'Danh tính đăng nhập',
  },
  export: {
    fileName: 'Người_dùng',
    columns: ['id', 'name', 'email', 'groups', 'status', 'createdAt', 'lastLoginAt'],
  },
  card: {
    id: 'users',
    title: 'Quản lý người dùng',
    description: 'Tìm, khóa người dùng và xem ví.',
  },
});
