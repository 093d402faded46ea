import { existsSync } from 'node:fs';
import { dataFileCopy, tableFile, type Manifest } from './manifest';
import { digestFile } from './hashing';
import { Refusal } from './refusal';

/** What is wrong with one kept file, or nothing. */
async function problemWith(
  file: string,
  expected: { sha256: string; rows?: number; bytes?: number },
): Promise<string | null> {
  if (!existsSync(file)) return `${file}: thiếu tệp`;
  const found = await digestFile(file);
  if (found.sha256 !== expected.sha256)
    return `${file}: mã SHA-256 không khớp (tệp đã bị sửa hoặc hỏng)`;
  if (expected.rows !== undefined && found.lines !== expected.rows) {
    return `${file}: ${found.lines} dòng, manifest ghi ${expected.rows}`;
  }
  if (expected.bytes !== undefined && found.bytes !== expected.bytes) {
    return `${file}: ${found.bytes} byte, manifest ghi ${expected.bytes}`;
  }
  return null;
}

/**
 * Reads every table and file the manifest lists and compares it with its checksum, row count
 * and size; refuses the backup, naming each damaged file, before a restore writes anything.
 */
export async function verifyBackup(backupDir: string, manifest: Manifest): Promise<void> {
  const problems: string[] = [];
  for (const table of manifest.tables) {
    const problem = await problemWith(tableFile(backupDir, table.name), table);
    if (problem) problems.push(problem);
  }
  for (const file of manifest.files) {
    const problem = await problemWith(dataFileCopy(backupDir, file.path), file);
    if (problem) problems.push(problem);
  }
  if (problems.length) {
    throw new Refusal(
      `Bản sao lưu ${backupDir} bị hỏng, không khôi phục gì:\n${problems.map((p) => `  ${p}`).join('\n')}`,
    );
  }
}
