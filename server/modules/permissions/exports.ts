import { PERMISSIONS } from '../../../common/permissions';
import type { Database } from '../../db/client';
import { column, timeColumn, type ExportRow } from '../../lib/export/columns';
import type { WholeListExport } from '../../lib/export/wholeListRoute';
import { listGroups } from './groups';

/** GET /permissions/groups/export: every group with its permissions by name. */
export const groupExport = (db: Database): WholeListExport => ({
  path: 'permissions/groups',
  label: 'nhóm quyền',
  tags: ['permissions'],
  read: PERMISSIONS.permissionAll,
  rows: async () => (await listGroups(db)) as unknown as ExportRow[],
  search: ['name'],
  filters: [],
  spec: {
    fileName: 'Nhóm_quyền',
    columns: [
      column('Tên nhóm', 'name'),
      column('Quyền', (row) => (row.permissions as { name: string }[]).map((p) => p.name)),
      column('Số thành viên', 'memberCount'),
      timeColumn('Ngày tạo', 'createdAt'),
    ],
  },
});
