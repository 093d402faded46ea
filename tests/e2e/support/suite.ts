import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';
import { startServer, type RunningServer } from './server';

/** One real server and one Chromium for the file's tests, started together and closed after. */
export function serverAndBrowserForFile(envOverrides: Record<string, string> = {}) {
  const suite = {} as { server: RunningServer; browser: Browser };
  beforeAll(async () => {
    [suite.server, suite.browser] = await Promise.all([startServer(envOverrides), launchBrowser()]);
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.server?.close();
  });
  return suite;
}
