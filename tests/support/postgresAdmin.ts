import { TEST_DATABASE_URL } from './testEnv';

export const TEST_DATABASE_PREFIX = 'beli_test_';

export function databaseUrl(name: string): string {
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return url.href;
}
