import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const serverProject = (db: 'pglite' | 'postgres') => ({
  extends: true as const,
  test: {
    name: `server:${db}`,
    environment: 'node',
    include: ['tests/server/**/*.test.ts'],
    globalSetup: [`tests/support/setup-${db}.ts`],
    env: { TEST_DB: db },
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});

export default defineConfig({
  plugins: [react()],
  test: {
    reporters: ['default', './tests/support/summaryReporter.ts'],
    projects: [
      serverProject('pglite'),
      serverProject('postgres'),
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['tests/web/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/web/setup.ts'],
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
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/support/setup-pglite.ts'],
          fileParallelism: false,
          testTimeout: 90_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
