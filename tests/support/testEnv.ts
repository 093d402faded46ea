import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readEnv, type Env } from '../../server/env';

export const TEST_DATABASE_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export const tempDir = (prefix: string) => mkdtempSync(path.join(tmpdir(), `beli-${prefix}-`));

/** The environment a test server runs with; overrides win. */
export function testEnv(overrides: Record<string, string> = {}): Env {
  return readEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: tempDir('data'),
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256',
    RATE_LIMIT_PER_MINUTE: '100000',
    SERVE_APP: '0',
    ...overrides,
  });
}
