import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { connectBrowser, signInByApi } from './browser';
import { FailureReport } from './failureReport';
import type { ModuleRoutes } from '../../../server/modules/types';
import { startServer, type RunningServer } from './server';

export interface FileSuite {
  server: RunningServer;
  browser: Browser;
  /** A page in a browser context of its own (its own local storage), signed in as `email`. */
  signedInPage(email: string, options?: BrowserContextOptions): Promise<Page>;
}

/** One real server and one Chromium for the file's tests, started together and closed after. */
export function serverAndBrowserForFile(
  envOverrides: Record<string, string> = {},
  modules?: ModuleRoutes[],
): FileSuite {
  const failures = new FailureReport();
  const suite = {
    async signedInPage(email: string, options?: BrowserContextOptions) {
      const page = await (await suite.browser.newContext(options)).newPage();
      failures.watch(page);
      await signInByApi(page, suite.server, email);
      return page;
    },
  } as FileSuite;
  beforeAll(async () => {
    [suite.server, suite.browser] = await Promise.all([
      startServer(envOverrides, modules),
      connectBrowser(),
    ]);
  });
  beforeEach(({ onTestFailed }) => {
    failures.clear();
    onTestFailed(() => failures.print());
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.server?.close();
  });
  return suite;
}
