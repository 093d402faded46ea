import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Env } from '../env';
import { lastAppliedMigration } from '../db/migrationJournal';
import { listDataFiles, modeOf } from './dataFiles';
import { openBackupSource } from './databases';
import { copyMeasured, syncFile } from './hashing';
import { dataFileCopy, tableFile, writeManifest, type Manifest } from './manifest';
import { Refusal } from './refusal';
import { readSequences } from './sequences';
import { requireSigningKey, signManifest } from './signature';
import { appTablesInLoadOrder, dumpTable, inSnapshot } from './tables';

/** The database's tables and sequences, all read from one snapshot. */
async function dumpDatabase(env: Env, workDir: string) {
  const database = await openBackupSource(env);
  try {
    const dumped = await inSnapshot(database.db, async (tx) => {
      const migration = await lastAppliedMigration(tx);
      if (!migration) {
        throw new Refusal(
          'Cơ sở dữ liệu chưa có bảng nào của cổng (máy chủ chưa từng khởi động trên nó?): ' +
            'không có gì để sao lưu.',
        );
      }
      await mkdir(path.join(workDir, 'tables'), { mode: 0o700 });
      const tables: Manifest['tables'] = [];
      for (const table of await appTablesInLoadOrder(tx)) {
        const file = tableFile(workDir, table.name);
        tables.push({ name: table.name, ...(await dumpTable(tx, table, file)) });
        await syncFile(file);
      }
      return { migration, tables, sequences: await readSequences(tx) };
    });
    return { database: database.kind, ...dumped };
  } finally {
    await database.close();
  }
}

/**
 * Copies DATA_DIR's kept files. Copied after the snapshot was taken: a file is written before the
 * row naming it commits, so every row the snapshot holds finds its file. A file gone meanwhile
 * was a failed run's, named by no row.
 */
async function copyDataFiles(dataDir: string, workDir: string): Promise<Manifest['files']> {
  const files: Manifest['files'] = [];
  for (const relative of await listDataFiles(dataDir)) {
    try {
      const copied = await copyMeasured(
        path.join(dataDir, relative),
        dataFileCopy(workDir, relative),
        modeOf(relative),
      );
      files.push({ path: relative, ...copied });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return files;
}

/** Every folder's entries reach the disk too, not only the files' contents. */
async function syncFolders(root: string) {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const folders = entries
    .filter((e) => e.isDirectory())
    .map((e) => path.join(e.parentPath, e.name));
  for (const folder of [...folders, root]) await syncFile(folder);
}

/**
 * Writes a backup into the new folder `outDir`: the tables, DATA_DIR's kept files, the
 * manifest and its signature by BACKUP_KEY. It is written as `outDir.partial` and renamed when whole, so a folder with the
 * backup's name is always complete.
 */
export async function createBackup(env: Env, outDir: string): Promise<Manifest> {
  const finalDir = path.resolve(outDir);
  if (existsSync(finalDir)) {
    throw new Refusal(`${finalDir} đã có: mỗi bản sao lưu ghi vào một thư mục mới.`);
  }
  requireSigningKey(env);
  const workDir = `${finalDir}.partial`;
  await rm(workDir, { recursive: true, force: true });
  await mkdir(workDir, { recursive: true, mode: 0o700 });
  try {
    const createdAt = new Date().toISOString();
    const dumped = await dumpDatabase(env, workDir);
    const files = await copyDataFiles(env.DATA_DIR, workDir);
    const manifest: Manifest = { format: 1, createdAt, ...dumped, files };
    await writeManifest(workDir, manifest);
    await signManifest(workDir, env);
    await syncFolders(workDir);
    await rename(workDir, finalDir);
    await syncFile(path.dirname(finalDir));
    return manifest;
  } catch (error) {
    await rm(workDir, { recursive: true, force: true });
    throw error;
  }
}
