import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../../../server/app';
import { openDatabase, type Database, createPglite } from '../../../server/db/client';
import { users, wallets } from '../../../server/db/schema';
import type { ModuleRoutes } from '../../../server/modules/types';
import { tempDir, testEnv } from '../../support/testEnv';

/** The app `npm run build` made, which the server serves unless a test deploys another. */
export const builtApp = fileURLToPath(new URL('../../../dist', import.meta.url));

export interface RunningServer {
  url: string;
  app: FastifyInstance;
  db: Database;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * The real server and built app on a fresh DATA_DIR, started from the run's seeded template;
 * `modules` replaces the API's modules (a crawl allowed to reach a loopback source).
 */
export async function startServer(
  envOverrides: Record<string, string> = {},
  modules?: ModuleRoutes[],
): Promise<RunningServer> {
  const dataDir = tempDir('e2e');
  const pglite = await createPglite({
    dataDir: path.join(dataDir, 'pglite'),
    loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]),
  });
  return serve(dataDir, pglite, envOverrides, builtApp, modules);
}

/**
 * Stops `server` and starts it again on the same DATA_DIR (and the same port, unless PORT says
 * otherwise) with another configuration, and the app built in `distDir`, as an operator's
 * restart or a redeploy does.
 */
export async function restartServer(
  server: RunningServer,
  envOverrides: Record<string, string>,
  distDir = builtApp,
): Promise<RunningServer> {
  await server.close();
  const pglite = await createPglite({ dataDir: path.join(server.dataDir, 'pglite') });
  return serve(
    server.dataDir,
    pglite,
    { PORT: new URL(server.url).port, ...envOverrides },
    distDir,
  );
}

async function serve(
  dataDir: string,
  pglite: Awaited<ReturnType<typeof createPglite>>,
  envOverrides: Record<string, string>,
  distDir = builtApp,
  modules?: ModuleRoutes[],
): Promise<RunningServer> {
  const env = testEnv({ DATA_DIR: dataDir, SERVE_APP: '1', ...envOverrides });
  const database = await openDatabase({ pglite });
  const app = await buildApp({ env, database, distDir, modules });
  await app.listen({ port: Number(envOverrides.PORT ?? 0), host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    app,
    db: database.db,
    dataDir,
    close: () => app.close(),
  };
}

/** The id of the user with this e-mail, read from the server's database. */
export async function userIdOf(server: RunningServer, email: string): Promise<number> {
  const [user] = await server.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return user!.id;
}

/**
 * The BELI this user holds, read from the server's database: a test counts from it rather than
 * from the seed's zero, whatever the file's other tests moved before it.
 */
export async function balanceOf(server: RunningServer, email: string): Promise<number> {
  const [wallet] = await server.db
    .select({ balance: wallets.balance })
    .from(wallets)
    .where(eq(wallets.userId, await userIdOf(server, email)));
  return wallet!.balance;
}
