import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserServer, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { signInOverHttp, type LocalServer } from '../../support/childServer';
import { devLoginSecretIn } from '../../support/signInFlow';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium, never a downloaded browser; missing is a failure, not a skip. */
function chromiumOptions() {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `Chromium is required at ${CHROMIUM}: apt-get install chromium (or set CHROMIUM_PATH)`,
    );
  }
  return {
    executablePath: CHROMIUM,
    // Chromium names a download in the locale's charset: under the POSIX locale (no LANG, as in
    // a bare CI shell) a Vietnamese file name such as "Tướng_….csv" is saved as "download".
    env: { ...process.env, LANG: 'C.UTF-8' },
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  };
}

/** A Chromium of the caller's own (the benchmarks). */
export const launchBrowser = (): Promise<Browser> => chromium.launch(chromiumOptions());

/** A Chromium that other processes connect to (the test run's, shared by its files). */
export const launchBrowserServer = (): Promise<BrowserServer> =>
  chromium.launchServer(chromiumOptions());

/**
 * The run's Chromium (tests/support/setup-browser.ts): closing the answer closes this file's
 * contexts, not the browser the other files use.
 */
export const connectBrowser = (): Promise<Browser> => chromium.connect(inject('browserEndpoint'));

/**
 * Signs in the way a person does here: the login page, then the development sign-in page, which
 * asks for the secret the server wrote to its DATA_DIR at start, then the accounts, where a demo
 * account has its own button and anyone else types their e-mail.
 */
export async function signIn(page: Page, server: LocalServer, email: string): Promise<void> {
  const baseUrl = server.url;
  await page.goto(`${baseUrl}/app/login`);
  await page.getByRole('button', { name: 'Đăng nhập bằng Google' }).click();
  await page.locator('#secret').fill(devLoginSecretIn(server.dataDir));
  await page.getByRole('button', { name: 'Tiếp tục' }).click();
  const typed = page.locator('#email');
  await typed.waitFor();
  const demoButton = page.locator(`button[value="${email}"]`);
  if (await demoButton.count()) {
    await demoButton.click();
  } else {
    await typed.fill(email);
    await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  }
  await page.waitForURL(`${baseUrl}/app`);
}

/**
 * Signs in by the API (the same development sign-in and code exchange, over HTTP) and hands the
 * page its token as the sign-in page would, then opens the app: for the tests that are about
 * what comes after signing in, which the sign-in tests' own walk through the pages covers.
 */
export async function signInByApi(page: Page, server: LocalServer, email: string): Promise<void> {
  const token = await signInOverHttp(server, email);
  // A small file of the portal's origin, so the app's storage can be written before it starts.
  await page.goto(`${server.url}/robots.txt`);
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  await page.goto(`${server.url}/app`);
}

export const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('token'));

/** A call to `server`'s API as the page's signed-in user; answers its JSON (a 2xx expected). */
export async function apiAsPage<T>(
  server: LocalServer,
  page: Page,
  path: string,
  init: RequestInit = {},
): Promise<T> {
  const response = await fetch(`${server.url}/api${path}`, {
    ...init,
    headers: {
      authorization: `Bearer ${await storedToken(page)}`,
      'content-type': 'application/json',
    },
  });
  expect(response.status).toBeLessThan(300);
  return response.json() as Promise<T>;
}

/**
 * Signs in through an OpenID Provider, in a browser context of its own: the login page's button,
 * the provider's own login page (typing its account id), and back; answers the page.
 */
export async function signInAtProvider(
  browser: Browser,
  baseUrl: string,
  issuer: string,
  accountId: string,
): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`${baseUrl}/app/login`);
  await page.getByRole('button', { name: 'Đăng nhập bằng Google' }).click();
  await page.waitForURL(`${issuer}/interaction/**`);
  await page.getByLabel('Tài khoản').fill(accountId);
  await page.getByRole('button', { name: 'Đăng nhập nhà cung cấp' }).click();
  return page;
}
