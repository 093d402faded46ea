import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { lockDataDir } from './dataDirLock';
import { PgliteInWorker } from './inWorker';

/** PGlite on its thread for DATA_DIR, the directory locked to this process until `unlock`. */
export interface OpenDataDir {
  client: PgliteInWorker;
  unlock: () => void;
}

/**
 * Locks DATA_DIR and opens its PGlite (initdb when empty). Light on imports: the server calls it
 * before loading the rest of its code, so the first start's peak sits on a small process.
 */
export async function openDataDir(dataDir: string): Promise<OpenDataDir> {
  const dir = path.resolve(dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  const unlock = lockDataDir(dataDir);
  const opened = existsSync(path.join(dir, 'PG_VERSION'))
    ? PgliteInWorker.open(dir)
    : PgliteInWorker.initialize(dir).then(() => PgliteInWorker.open(dir));
  const client = await opened.catch((error: unknown) => {
    unlock();
    throw error;
  });
  return { client, unlock };
}
