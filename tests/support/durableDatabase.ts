import { readFileSync } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import { createPglite, openDatabase, type DatabaseHandle } from '../../server/db/client';
import { cloneTemplateDatabase, testDatabaseKind } from './testDatabase';

/**
 * A database that outlives a server: a PGlite directory under `dataDir`, or a PostgreSQL database
 * of its own (`connections` in its pool); `cleanups` gets what drops it. Answers how to open it.
 */
export async function durableDatabase(
  dataDir: string,
  cleanups: (() => Promise<void>)[],
  connections: number,
): Promise<() => Promise<DatabaseHandle>> {
  if (testDatabaseKind() === 'pglite') {
    const dir = path.join(dataDir, 'pglite');
    const seeded = await createPglite({
      dataDir: dir,
      loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]),
    });
    await seeded.close();
    return async () => openDatabase({ pglite: await createPglite({ dataDir: dir }) });
  }
  const own = await cloneTemplateDatabase();
  cleanups.push(own.drop);
  return () => openDatabase({ databaseUrl: own.url, poolSize: connections });
}
