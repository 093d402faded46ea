import { column, timeColumn, type ExportRow } from '../../lib/export/columns';
import type { ExportSpec } from '../../lib/export/send';

const lastLogin = timeColumn('Đăng nhập gần nhất', 'lastLoginAt');

/** Users, after the list's expand (their groups by name). */
export const userExport: ExportSpec = {
  fileName: 'Người_dùng',
  columns: [
    column('Mã', 'id'),
    column('Tên', 'name'),
    column('E-mail', 'email'),
    column('Nhóm', (row: ExportRow) => (row.groups as { name: string }[]).map((g) => g.name)),
    column('Trạng thái', (row: ExportRow) => (row.disabled ? 'Đã khóa' : 'Đang hoạt động')),
    timeColumn('Ngày tạo', 'createdAt'),
    { ...lastLogin, cell: (row) => lastLogin.cell(row) ?? 'Chưa đăng nhập' },
  ],
};
