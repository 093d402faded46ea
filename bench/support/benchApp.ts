import { buildApp } from '../../server/app';
import type { DatabaseHandle } from '../../server/db/client';
import { readEnv } from '../../server/env';

/** The real app on `database`, quiet, unthrottled, API only: for in-process benchmarks. */
export function buildBenchApp(database: DatabaseHandle) {
  const env = readEnv({
    NODE_ENV: 'development',
    LOG_LEVEL: 'silent',
    DATA_DIR: '.tmp/bench',
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
    RATE_LIMIT_PER_MINUTE: '100000000',
    SERVE_APP: '0',
  });
  return buildApp({ env, database, distDir: null });
}
