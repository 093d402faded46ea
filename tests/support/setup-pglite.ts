import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createPglite, openDatabase } from '../../server/db/client';
import { runMigrations } from '../../server/db/migrate';
import { seedDatabase } from '../../server/db/seed';
import { tempDir } from './testEnv';

/** Migrates and seeds one PGlite once; every test file starts from a copy of its dump. */
export default async function setup(project: TestProject) {
  const pglite = await createPglite();
  const handle = await openDatabase({ pglite });
  await runMigrations(handle);
  await seedDatabase(handle.db, { demoAccounts: true });
  const dump = await pglite.dumpDataDir('none');
  const file = path.join(tempDir('template'), 'pglite.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide('pgliteTemplate', file);
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}
