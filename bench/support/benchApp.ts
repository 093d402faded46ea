import { buildApp } from '../../server/app';
import type { DatabaseHandle } from '../../server/db/client';
import { readEnv } from '../../server/env';

export const BENCH_JWT_SECRET = 'bench-secret-that-is-long-enough-for-hs256';

/** The real app on `database`, quiet, unthrottled, API only unless given the built app's `distDir`. */
export function buildBenchApp(database: DatabaseHandle, distDir: string | null = null) {
  const env = readEnv({
    NODE_ENV: 'development',
    LOG_LEVEL: 'silent',
    DATA_DIR: '.tmp/bench',
    JWT_SECRET: BENCH_JWT_SECRET,
    RATE_LIMIT_PER_MINUTE: '100000000',
    SERVE_APP: distDir ? '1' : '0',
  });
  return buildApp({ env, database, distDir });
}
