import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { settled } from './support/routeWalk';
import { serverAndBrowserForFile } from './support/suite';

const suite = serverAndBrowserForFile();

/**
 * A page of the app open since before a redeploy: the tutorial's code file, named by the old
 * build, is gone from the server for the first `goneFor` requests of it (then the new version
 * serves it). Opens the tutorial by a click and answers how many times the document loaded.
 */
async function openTutorialAfterRedeploy(goneFor: number) {
  const page: Page = await (await suite.browser.newContext()).newPage();
  await page.goto(`${suite.server.url}/app`);
  await settled(page);
  let asked = 0;
  await page.route('**/assets/TutorialPage-*.js', (route) =>
    ++asked <= goneFor ? route.fulfill({ status: 404, body: 'Not Found' }) : route.continue(),
  );
  let loads = 0;
  page.on('load', () => loads++);
  await page.getByRole('link', { name: 'Hướng dẫn sử dụng' }).first().click();
  await page.waitForURL(`${suite.server.url}/app/tutorial`);
  return { page, loads: () => loads };
}

describe('a page whose code is gone after a redeploy', () => {
  it('reloads once into the new version and shows the page, not the error screen', async () => {
    const { page, loads } = await openTutorialAfterRedeploy(1);
    await page.getByRole('heading', { name: 'Đăng nhập', exact: true }).first().waitFor();
    await settled(page);
    expect(loads()).toBe(1);
    expect(await page.getByText('Đã xảy ra lỗi!').count()).toBe(0);
  });

  it('reloads only once when the file stays gone, then shows the error screen', async () => {
    const { page, loads } = await openTutorialAfterRedeploy(Infinity);
    await page.getByText('Đã xảy ra lỗi!').waitFor();
    await settled(page);
    expect(loads()).toBe(1);
  });
});
