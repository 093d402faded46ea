import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app';
import type { Database, DatabaseHandle } from '../../../server/db/client';
import { users, wallets } from '../../../server/db/schema';
import type { ModuleRoutes } from '../../../server/modules/types';
import { durableDatabase } from '../../support/durableDatabase';
import { tempDir, testEnv } from '../../support/testEnv';

/** The server's pool: as the service's default, so pages' requests at once are served at once. */
const SERVER_CONNECTIONS = 10;

/** The app `npm run build` made, which the server serves unless a test deploys another. */
export const builtApp = fileURLToPath(new URL('../../../dist', import.meta.url));

export interface RunningServer {
  url: string;
  app: FastifyInstance;
  db: Database;
  dataDir: string;
  /** Opens the server's database again, for a restart on the same data. */
  reopenDatabase(): Promise<DatabaseHandle>;
  close(): Promise<void>;
}

/**
 * The real server and built app on a fresh DATA_DIR and a fresh copy of the run's seeded
 * template (a PostgreSQL database of its own, dropped when the run ends);
 * `modules` replaces the API's modules (a crawl allowed to reach a loopback source).
 */
export async function startServer(
  envOverrides: Record<string, string> = {},
  modules?: ModuleRoutes[],
): Promise<RunningServer> {
  const dataDir = tempDir('e2e');
  const reopenDatabase = await durableDatabase(dataDir, [], SERVER_CONNECTIONS);
  return serve(dataDir, reopenDatabase, envOverrides, builtApp, modules);
}

/**
 * Stops `server` and starts it again on the same DATA_DIR and database (and the same port,
 * unless PORT says otherwise) with another configuration, and the app built in `distDir`, as an
 * operator's restart or a redeploy does.
 */
export async function restartServer(
  server: RunningServer,
  envOverrides: Record<string, string>,
  distDir = builtApp,
): Promise<RunningServer> {
  await server.close();
  return serve(
    server.dataDir,
    server.reopenDatabase,
    { PORT: new URL(server.url).port, ...envOverrides },
    distDir,
  );
}

async function serve(
  dataDir: string,
  reopenDatabase: () => Promise<DatabaseHandle>,
  envOverrides: Record<string, string>,
  distDir = builtApp,
  modules?: ModuleRoutes[],
): Promise<RunningServer> {
  const env = testEnv({ DATA_DIR: dataDir, SERVE_APP: '1', ...envOverrides });
  const database = await reopenDatabase();
  const app = await buildApp({ env, database, distDir, modules });
  await app.listen({ port: Number(envOverrides.PORT ?? 0), host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    app,
    db: database.db,
    dataDir,
    reopenDatabase,
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
