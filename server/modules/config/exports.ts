import { isSecretConfigEntry } from '../../../common/configKeys';
import { PERMISSIONS } from '../../../common/permissions';
import { REDACTED } from '../../../common/redacted';
import type { Database } from '../../db/client';
import { column, timeColumn, type ExportRow } from '../../lib/export/columns';
import type { WholeListExport } from '../../lib/export/wholeListRoute';
import { listEntries } from './service';

/**
 * GET /config/export: every entry, as /app/admin/config lists them (search, public or private),
 * a secret's value hidden.
 */
export const configExport = (db: Database): WholeListExport => ({
  path: 'config',
  label: 'mục cấu hình',
  tags: ['config'],
  read: PERMISSIONS.configPrivateAll,
  rows: async () => (await listEntries(db, 'private')) as unknown as ExportRow[],
  search: ['key', 'description'],
  filters: ['isPublic'],
  spec: {
    fileName: 'Cấu_hình',
    columns: [
      column('Khóa', 'key'),
      column('Giá trị', (row) =>
        isSecretConfigEntry(row.key as string, row.isPublic as boolean)
          ? REDACTED
          : JSON.stringify(row.value),
      ),
      column('Loại', (row) => (row.isPublic ? 'Công khai' : 'Riêng tư')),
      column('Mô tả', 'description'),
      timeColumn('Cập nhật lúc', 'updatedAt'),
      column('Người cập nhật', (row) => (row.updatedBy as { name: string } | null)?.name),
    ],
  },
});
