import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../../server/app';
import type { Database } from '../../server/db/client';
import type { Env } from '../../server/env';
import { createTestDatabase, type TestDatabase } from './testDatabase';
import { testEnv } from './testEnv';

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
  options: Pick<AppOptions, 'modules'> = {},
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

export async function exchangeCode(app: FastifyInstance, location: string): Promise<string> {
  const code = new URL(location, 'http://x').searchParams.get('code');
  if (!code) throw new Error(`sign-in did not end with a code: ${location}`);
  const exchanged = await app.inject({
    method: 'POST',
    url: '/api/auth/exchange',
    payload: { code },
  });
  if (exchanged.statusCode !== 200) throw new Error(`exchange failed: ${exchanged.body}`);
  return exchanged.json<{ data: { token: string } }>().data.token;
}

export async function signInWithDevLogin(app: FastifyInstance, email: string): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/dev', payload: { email } });
  if (response.statusCode !== 302) throw new Error(`dev sign-in failed: ${response.body}`);
  return exchangeCode(app, String(response.headers.location));
}
