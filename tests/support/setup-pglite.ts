import { existsSync, renameSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createPglite, openDatabase } from '../../server/db/client';
import { runMigrations } from '../../server/db/migrate';
import { seedDatabase } from '../../server/db/seed';
import { templateCacheFile } from './templateCache';

/**
 * Migrates and seeds one PGlite; every test file starts from a copy of its dump. The dump is
 * kept between runs under the hash of the code that makes it (a fresh PGlite's start alone takes
 * seconds), so running one file again while working on a test starts at once.
 */
export default async function setup(project: TestProject) {
  const file = templateCacheFile();
  if (existsSync(file)) utimesSync(file, new Date(), new Date());
  else await makeTemplate(file);
  project.provide('pgliteTemplate', file);
}

async function makeTemplate(file: string) {
  const pglite = await createPglite();
  const handle = await openDatabase({ pglite });
  await runMigrations(handle);
  await seedDatabase(handle.db, { demoAccounts: true });
  const dump = await pglite.dumpDataDir('none');
  await handle.close();
  // Two runs may make the same template at once: each writes its own file, the rename is atomic.
  const partial = path.join(path.dirname(file), `${process.pid}-${Date.now()}.partial`);
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}
