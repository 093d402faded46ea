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

/** How long a closing step may take before the run is told which one is still closing. */
const SLOW_CLOSE_MS = 20_000;

/**
 * `closing`, saying on stderr after SLOW_CLOSE_MS what is still closing: a file's closing once
 * outlived its hook's two minutes, with nothing to say whether Chromium or the server held it.
 */
async function closed(
  what: string,
  closing: () => Promise<unknown>,
  state = async () => '',
): Promise<void> {
  const timer = setTimeout(
    () =>
      void state().then((said) =>
        console.error(`${what}: still closing after ${SLOW_CLOSE_MS} ms ${said}`),
      ),
    SLOW_CLOSE_MS,
  );
  try {
    await closing();
  } finally {
    clearTimeout(timer);
  }
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
    if (suite.browser) await closed("Chromium (this file's contexts)", () => suite.browser.close());
    if (suite.server) {
      const { server } = suite.server.app;
      const openConnections = () =>
        new Promise<string>((resolve) =>
          server.getConnections((_error, count) => resolve(`(${count} connections open)`)),
        );
      await closed('the server', () => suite.server.close(), openConnections);
    }
  });
  return suite;
}
