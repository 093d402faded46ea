import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { jwtSecretFile } from '../modules/auth';
import { resultsDir } from '../modules/tools';
import { uploadsDir } from '../modules/uploads';

/** A kept place's name relative to DATA_DIR, as its module names it. */
const nameIn = (placeOf: (dataDir: string) => string) => path.relative('.', placeOf('.'));

/** What a backup keeps of DATA_DIR besides the database: folders whole, and single files. */
const KEPT_FOLDERS = [uploadsDir, resultsDir].map(nameIn);
const KEPT_FILES = [jwtSecretFile].map(nameIn);

/** A file being written (`writeAtomically`'s temporary name) is not yet part of the data. */
const isBeingWritten = (name: string) => name.endsWith('.tmp');

/**
 * The files a backup copies (and a restore must not find), as paths relative to DATA_DIR with
 * `/` separators, sorted; none when DATA_DIR does not exist.
 */
export async function listDataFiles(dataDir: string): Promise<string[]> {
  const found = KEPT_FILES.filter((name) => existsSync(path.join(dataDir, name)));
  for (const folder of KEPT_FOLDERS) {
    const root = path.join(dataDir, folder);
    if (!existsSync(root)) continue;
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    for (const entry of entries) {
      if (!entry.isFile() || isBeingWritten(entry.name)) continue;
      const relative = path.relative(dataDir, path.join(entry.parentPath, entry.name));
      found.push(relative.split(path.sep).join('/'));
    }
  }
  return found.sort();
}

/** A path a manifest may name: inside a kept folder or a kept file, never `..` or absolute. */
export function isDataFilePath(relative: string): boolean {
  const segments = relative.split('/');
  if (segments.some((s) => s === '' || s === '.' || s === '..' || s.includes('\\'))) return false;
  return segments.length === 1
    ? KEPT_FILES.includes(relative)
    : KEPT_FOLDERS.includes(segments[0]!);
}

/** The JWT secret is a key: its copy is readable by its owner only. */
export const modeOf = (relative: string) => (KEPT_FILES.includes(relative) ? 0o600 : 0o644);
