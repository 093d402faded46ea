import { HERO_ROLES, type StagedRow, type StagingKind } from '../../../../common/aov';
import { STAGING_FIELD_LABELS, STAGING_STATUS_LABELS } from '../../../../common/labels';
import type { Database } from '../../../db/client';
import {
  cellText,
  column,
  dayColumn,
  labelColumn,
  readable,
  type ExportColumn,
  type ExportRow,
} from '../../../lib/export/columns';
import type { WholeListExport } from '../../../lib/export/wholeListRoute';
import { STAGING } from './kinds';
import { listStaged } from './service';

const FILE_NAMES: Record<StagingKind, string> = {
  tags: 'Vùng_tạm_Thẻ',
  heroes: 'Vùng_tạm_Tướng',
  skins: 'Vùng_tạm_Trang_phục',
};

/** One staged row as the screen shows it: the imported values, what they replace, the errors. */
function flatten(kind: StagingKind, row: StagedRow): ExportRow {
  const labels: Record<string, string> = STAGING_FIELD_LABELS[kind];
  const labelOf = (field: string) => labels[field] ?? field;
  const shown = (value: unknown) => cellText(readable(value)) || '—';
  return {
    ...(row.values ?? row.data),
    id: row.id,
    line: row.line,
    status: row.status,
    replaced: row.changes.map((f) => `${labelOf(f)}: ${shown(row.current?.[f])}`).join('; '),
    errors: Object.entries(row.errors ?? {})
      .map(([f, message]) => (f === '_' ? message : `${labelOf(f)}: ${message}`))
      .join('; '),
  };
}

function fieldColumn(field: string, header: string): ExportColumn {
  // A valid row's day is a date cell; a refused row's keeps what the file said.
  if (field === 'releaseDate') return dayColumn(header, field);
  if (field === 'role') return labelColumn(header, field, HERO_ROLES);
  return column(header, field);
}

const fieldColumns = (kind: StagingKind): ExportColumn[] =>
  Object.entries(STAGING_FIELD_LABELS[kind]).map(([field, header]) => fieldColumn(field, header));

/**
 * GET /staging/{kind}/export: every staged row of the kind, in file order, as the staging
 * screen shows it (filterable by `status`, searchable by slug and name).
 */
export const stagingExport = (db: Database, kind: StagingKind): WholeListExport => ({
  path: `staging/${kind}`,
  label: 'dòng trong vùng tạm',
  tags: ['aov staging'],
  read: STAGING[kind].permission,
  rows: async () => (await listStaged(db, kind)).map((row) => flatten(kind, row)),
  search: ['slug', 'name'],
  filters: ['status'],
  spec: {
    fileName: FILE_NAMES[kind],
    columns: [
      column('Dòng', 'line'),
      labelColumn('Trạng thái', 'status', STAGING_STATUS_LABELS),
      ...fieldColumns(kind),
      column('Giá trị hiện tại (sẽ bị thay)', 'replaced'),
      column('Lỗi', 'errors'),
    ],
  },
});
