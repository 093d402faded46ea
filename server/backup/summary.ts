import type { LedgerCheck } from '../modules/wallets';
import type { Manifest } from './manifest';
import type { RestoreSummary } from './restoreBackup';

const count = new Intl.NumberFormat('vi-VN');
const decimal = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 1 });

const megabytes = (bytes: number) => `${decimal.format(bytes / 1_000_000)} MB`;
const seconds = (ms: number) => `${decimal.format(ms / 1000)} giây`;

/** A backup from a database newer than this code has a migration this code cannot name. */
const migrationOf = (manifest: Manifest) => manifest.migration.tag ?? '(mới hơn mã này)';

function contents(manifest: Manifest) {
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  const bytes = manifest.files.reduce((sum, file) => sum + file.bytes, 0);
  return {
    tables: `${manifest.tables.length} bảng (${count.format(rows)} dòng)`,
    files: `${count.format(manifest.files.length)} tệp (${megabytes(bytes)})`,
  };
}

export function backupSummary(dir: string, manifest: Manifest, ms: number): string {
  const { tables, files } = contents(manifest);
  return [
    `Đã sao lưu vào ${dir}`,
    `  cơ sở dữ liệu ${manifest.database}, migration ${migrationOf(manifest)}: ${tables}`,
    `  tệp của DATA_DIR: ${files}`,
    `  mã SHA-256 của từng bảng và từng tệp ghi trong manifest.json`,
    `Xong trong ${seconds(ms)}. Khôi phục: npm run restore -- ${dir}`,
  ].join('\n');
}

export function restoreSummary(
  dir: string,
  dataDir: string,
  { manifest, migratedTo, requeuedTasks, ledger }: RestoreSummary,
  ms: number,
): string {
  const { tables, files } = contents(manifest);
  const lines = [
    `Đã khôi phục bản sao lưu ${dir} (${manifest.database}, lúc ${manifest.createdAt})`,
    `  ${tables}: mã SHA-256 của mọi bảng khớp bản sao lưu`,
    `  ${files} vào ${dataDir}`,
    migratedTo === manifest.migration.tag
      ? `  lược đồ: migration ${migratedTo}, mới nhất`
      : `  lược đồ: migration ${manifest.migration.tag}, đã nâng đến ${migratedTo}`,
  ];
  if (requeuedTasks) {
    lines.push(`  ${requeuedTasks} tác vụ đang chạy lúc sao lưu được xếp hàng chạy lại`);
  }
  lines.push(
    ledger.ok
      ? `  sổ cái khớp (${count.format(ledger.walletsChecked)} ví, ${count.format(ledger.transactionsChecked)} giao dịch)`
      : `  SỔ CÁI KHÔNG KHỚP:\n${ledger.mismatches.map((m) => `    ${m.problem}: ${m.detail}`).join('\n')}`,
    `Xong trong ${seconds(ms)}.${ledger.ok ? ' Khởi động máy chủ: npm start' : ''}`,
  );
  return lines.join('\n');
}

/** `npm run verify`: the ledger's reconciliation and both hash chains, each break named. */
export function verifySummary(check: LedgerCheck): string {
  if (check.ok) {
    return (
      `Sổ cái khớp (${count.format(check.walletsChecked)} ví, ` +
      `${count.format(check.transactionsChecked)} giao dịch); chuỗi băm của sổ cái và nhật ký ` +
      'thao tác nguyên vẹn.'
    );
  }
  return ['KHÔNG NGUYÊN VẸN:', ...check.mismatches.map((m) => `  ${m.problem}: ${m.detail}`)].join(
    '\n',
  );
}
