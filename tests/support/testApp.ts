import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type AppOptions } from '../../server/app';
import type { Database } from '../../server/db/client';
import type { Env } from '../../server/env';
import { signInWithDevLogin } from './signInFlow';
import { createTestDatabase, type TestDatabase } from './testDatabase';
import { testEnv } from './testEnv';

export { exchangeCode, signInWithDevLogin } from './signInFlow';

export const ADMIN_EMAIL = 'admin@beli.local';
export const MEMBER_EMAIL = 'member@beli.local';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  database: TestDatabase;
  env: Env;
  /** Signs in through the development sign-in and answers the bearer token. */
  signIn(email: string): Promise<string>;
  close(): Promise<void>;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The real app on this project's database kind, with its own fresh database. */
export async function createTestApp(
  envOverrides: Record<string, string> = {},
  options: Pick<AppOptions, 'modules' | 'logStream'> & Partial<Pick<AppOptions, 'distDir'>> = {},
): Promise<TestApp> {
  const env = testEnv(envOverrides);
  const database = await createTestDatabase();
  const app = await buildApp({ env, database, distDir: null, ...options });
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    env,
    signIn: (email) => signInWithDevLogin(app, email),
    close: () => app.close(),
  };
}

export interface TestAppForFileOptions<Who extends string> {
  /** Environment overrides; a function when they are known only once earlier set-up has run. */
  env?: Record<string, string> | (() => Record<string, string>);
  modules?: AppOptions['modules'];
  logStream?: AppOptions['logStream'];
  /** Who signs in, one after the other, before the tests: a name for each e-mail. */
  signIn?: Record<Who, string>;
}

/** The app, and under each name given to `signIn` the headers that person sends. */
export type SignedInTestApp<Who extends string = never> = TestApp &
  Record<Who, Record<string, string>>;

/**
 * One app for the file's tests, built and signed into before they run and closed after.
 * The handle and each person's headers are filled in place by then, so a file may destructure
 * them at its top: `const t = testAppForFile({ signIn: { admin: ADMIN_EMAIL } }); const { admin } = t;`
 */
export function testAppForFile<Who extends string = never>({
  env = {},
  modules,
  logStream,
  signIn,
}: TestAppForFileOptions<Who> = {}): SignedInTestApp<Who> {
  const people = Object.entries(signIn ?? {}) as [Who, string][];
  const handle = Object.fromEntries(people.map(([who]) => [who, {}])) as SignedInTestApp<Who>;
  beforeAll(async () => {
    Object.assign(
      handle,
      await createTestApp(typeof env === 'function' ? env() : env, { modules, logStream }),
    );
    for (const [who, email] of people) {
      Object.assign(handle[who], bearer(await handle.signIn(email)));
    }
  });
  afterAll(() => handle.close());
  return handle;
}
