import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle, Transaction } from '../db/client';
import { runMigrations } from '../db/migrate';
import { migrateInTransaction } from '../db/migrateInTransaction';
import { rowsOf } from '../db/rows';
import { readJournal, type MigrationStep } from '../db/migrationJournal';
import type { Env } from '../env';
import { requeueInterruptedTasks } from '../modules/tools';
import { checkLedger, type LedgerCheck } from '../modules/wallets';
import { listDataFiles, modeOf } from './dataFiles';
import { openEmptyTarget } from './databases';
import { copyMeasured } from './hashing';
import { dataFileCopy, tableFile, type Manifest } from './manifest';
import { readSignedManifest } from './signature';
import { Refusal } from './refusal';
import { restoreSequences } from './sequences';
import { loadTable } from './tableLoad';
import { appTablesInLoadOrder, dumpTable, useCanonicalOutput } from './tables';
import { verifyBackup } from './verifyBackup';

export interface RestoreSummary {
  manifest: Manifest;
  /** The migration the database is at now: the backup's, or a later one this code has. */
  migratedTo: string;
  requeuedTasks: number;
  ledger: LedgerCheck;
}

/** This code's migration the backup was taken at; a newer or unknown one is refused. */
function backupMigration({ migration }: Manifest): MigrationStep {
  const journal = readJournal();
  const known = journal.find((step) => step.when === migration.when);
  if (known) return known;
  const newest = journal.at(-1)!;
  const named = migration.tag ?? `ghi lúc ${new Date(migration.when).toISOString()}`;
  throw new Refusal(
    migration.when > newest.when
      ? `Bản sao lưu đến từ một phiên bản mới hơn của cổng (migration ${named}; mã này chỉ đến ` +
          `${newest.tag}): hãy khôi phục bằng phiên bản đó.`
      : `Mã này không có migration ${named} của bản sao lưu: hãy khôi phục bằng phiên bản đã sao lưu.`,
  );
}

/**
 * Loads every table on the restore's transaction, each after those it refers to (so foreign keys
 * and the ledger's triggers, which refuse only changes, never need switching off), sets the
 * sequences, then reads every table back and compares it with the manifest.
 */
async function loadTables(tx: Transaction, backupDir: string, manifest: Manifest) {
  // The hash chains' rows keep the links they were backed up with: the ledger check reads them.
  await tx.execute(sql`select set_config('beli.restoring', 'on', true)`);
  // Its migration wrote each chain's head (a backup from before it has none): the backup's
  // heads replace them.
  const [heads] = rowsOf<{ present: boolean }>(
    await tx.execute(sql`select to_regclass('evidence_chain_heads') is not null as present`),
  );
  if (heads!.present) await tx.execute(sql`delete from evidence_chain_heads`);
  const tables = await appTablesInLoadOrder(tx);
  const backedUp = new Map(manifest.tables.map((table) => [table.name, table]));
  const names = tables.map((table) => table.name);
  if (names.length !== backedUp.size || names.some((name) => !backedUp.has(name))) {
    throw new Refusal(
      `Các bảng của bản sao lưu (${[...backedUp.keys()].join(', ')}) không khớp các bảng ` +
        `của migration ${manifest.migration.tag} (${names.join(', ')}).`,
    );
  }
  // A migration may have written rows (0022 the labels the skins' tiers became): the backup's
  // replace them. Append-only tables have none here, so their triggers never fire.
  for (const table of [...tables].reverse()) {
    await tx.execute(sql`delete from ${sql.identifier(table.name)}`);
  }
  for (const table of tables) await loadTable(tx, table.name, tableFile(backupDir, table.name));
  await restoreSequences(tx, manifest.sequences);
  const differing: string[] = [];
  for (const table of tables) {
    const loaded = await dumpTable(tx, table);
    const expected = backedUp.get(table.name)!;
    if (loaded.sha256 !== expected.sha256) {
      differing.push(`${table.name} (${loaded.rows} dòng, bản sao lưu ${expected.rows})`);
    }
  }
  if (differing.length) {
    throw new Error(`Dữ liệu nạp lại khác bản sao lưu ở bảng: ${differing.join(', ')}`);
  }
  await tx.execute(sql`select set_config('beli.restoring', 'off', true)`);
}

/**
 * The schema the backup was taken at, its rows, this code's later migrations and the ledger's
 * check (its hash chains included), in one transaction: a failed step or check commits nothing.
 */
async function restoreDatabase(
  database: DatabaseHandle,
  backupDir: string,
  manifest: Manifest,
  migration: MigrationStep,
): Promise<LedgerCheck> {
  return database.db.transaction(async (tx) => {
    await migrateInTransaction(tx, migration);
    await useCanonicalOutput(tx);
    await loadTables(tx, backupDir, manifest);
    await migrateInTransaction(tx);
    const ledger = await checkLedger(tx);
    if (!ledger.ok) {
      throw new Refusal(
        'Sổ cái của bản sao lưu không khớp, không khôi phục gì:\n' +
          ledger.mismatches.map((m) => `  ${m.problem}: ${m.detail}`).join('\n'),
      );
    }
    return ledger;
  });
}

async function restoreDataFiles(backupDir: string, dataDir: string, manifest: Manifest) {
  for (const file of manifest.files) {
    const target = path.join(dataDir, ...file.path.split('/'));
    const copied = await copyMeasured(
      dataFileCopy(backupDir, file.path),
      target,
      modeOf(file.path),
    );
    if (copied.sha256 !== file.sha256) throw new Error(`${target}: bản chép khác bản sao lưu`);
  }
}

/**
 * Restores a backup into an empty database and a DATA_DIR without data files: checks the
 * signature and every checksum first (a damaged or forged backup writes nothing), restores the
 * database in one transaction (`restoreDatabase`), then the files and the job queue. A restore
 * that fails leaves the database empty, and removes the embedded database it made.
 */
export async function restoreBackup(env: Env, backupDir: string): Promise<RestoreSummary> {
  const dir = path.resolve(backupDir);
  if (!existsSync(dir)) throw new Refusal(`Không có thư mục ${dir}.`);
  const manifest = readSignedManifest(dir, env);
  const migration = backupMigration(manifest);
  await verifyBackup(dir, manifest);
  const present = await listDataFiles(env.DATA_DIR);
  if (present.length) {
    throw new Refusal(
      `${path.resolve(env.DATA_DIR)} đã có dữ liệu (${present.length} tệp, như ${present[0]}): ` +
        'khôi phục chỉ ghi vào một DATA_DIR mới, chưa dùng.',
    );
  }
  const dataDirWasThere = existsSync(env.DATA_DIR);
  const database = await openEmptyTarget(env);
  let ledger: LedgerCheck;
  try {
    ledger = await restoreDatabase(database, dir, manifest, migration);
  } catch (error) {
    await database.close();
    if (!env.DATABASE_URL) {
      rmSync(dataDirWasThere ? path.join(env.DATA_DIR, 'pglite') : env.DATA_DIR, {
        recursive: true,
        force: true,
      });
    }
    throw error;
  }
  try {
    await restoreDataFiles(dir, env.DATA_DIR, manifest);
    await runMigrations(database);
    return {
      manifest,
      migratedTo: readJournal().at(-1)!.tag,
      requeuedTasks: await requeueInterruptedTasks(database.db),
      ledger,
    };
  } finally {
    await database.close();
  }
}
