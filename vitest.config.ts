import react from '@vitejs/plugin-react';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import { ON_BOTH_DATABASES } from './tests/server/onBothDatabases.ts';

/**
 * One seed for the whole run: the order the tests of each file run in where they are shuffled
 * (`shuffled` below) and every file's seeded randomness (tests/support/seededRandom.ts). The
 * summary prints it; `TEST_SEED=N` replays that order and those random values.
 */
const TEST_SEED = Number(process.env.TEST_SEED ?? Date.now() % 2 ** 31);
process.env.TEST_SEED = String(TEST_SEED);

/** Projects whose tests stand alone run them in a shuffled order, to keep proving it. */
const shuffled = { runner: './tests/support/shuffledRunner.ts' };

const SERVER_TESTS = 'tests/server';

/** The server files that run on both databases (tests/server/onBothDatabases.ts says why). */
const onBothDatabases = ON_BOTH_DATABASES.flatMap(({ files }) =>
  files.map((file) => `${SERVER_TESTS}/${file}`),
);
const missing = onBothDatabases.filter((file) => !existsSync(new URL(file, import.meta.url)));
if (missing.length) throw new Error(`onBothDatabases.ts names no such file: ${missing.join(', ')}`);

/**
 * PostgreSQL's project runs every server file but those named `*.pglite.test.ts` (production runs
 * on PostgreSQL); PGlite's runs those and the files where the two databases can differ.
 * `*.postgres.test.ts`: PostgreSQL's only.
 */
const serverProject = (db: 'pglite' | 'postgres') => ({
  extends: true as const,
  test: {
    name: `server:${db}`,
    ...shuffled,
    environment: 'node',
    include:
      db === 'postgres'
        ? [`${SERVER_TESTS}/**/*.test.ts`]
        : [`${SERVER_TESTS}/**/*.pglite.test.ts`, ...onBothDatabases],
    exclude: [
      ...configDefaults.exclude,
      `${SERVER_TESTS}/**/*.${db === 'pglite' ? 'postgres' : 'pglite'}.test.ts`,
    ],
    globalSetup: ['tests/support/setup-server-build.ts', `tests/support/setup-${db}.ts`],
    env: { TEST_DB: db },
    // The files share their worker's module cache: each file builds its own app on its own
    // database copy, and importing the server afresh for every file cost more than a third of
    // the projects' time.
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});

export default defineConfig({
  plugins: [react()],
  test: {
    reporters: ['default', './tests/support/summaryReporter.ts'],
    // Two files at a time even on two cores (Vitest's default would be one): much of a file's
    // time is spent waiting on Chromium, a database or a child server, not on this process.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    sequence: { seed: TEST_SEED },
    projects: [
      serverProject('pglite'),
      serverProject('postgres'),
      {
        extends: true,
        test: {
          name: 'web',
          ...shuffled,
          environment: 'jsdom',
          include: ['tests/web/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/web/setup.ts'],
          // Beside the browser files a page renders a few times slower than alone.
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'first-start',
          environment: 'node',
          include: ['tests/firstStart/**/*.test.ts'],
          testTimeout: 600_000,
          // Stopping the server and deleting the copy's node_modules take a while on a busy machine.
          hookTimeout: 180_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          ...shuffled,
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/support/setup-postgres.ts', 'tests/support/setup-browser.ts'],
          // As the server files: each file starts its own server on its own database copy (on
          // PostgreSQL, as production: PGlite's WebAssembly took most of a server's CPU), and
          // works in browser contexts of its own in the run's one Chromium.
          env: { TEST_DB: 'postgres' },
          isolate: false,
          testTimeout: 90_000,
          hookTimeout: 120_000,
          // A browser page under a busy machine draws later than Vitest's one-second default.
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
