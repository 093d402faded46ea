import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../support/testEnv';
import { buildNextVersion } from './support/nextBuild';
import { restartServer } from './support/server';
import { settled } from './support/settle';
import { serverAndBrowserForFile } from './support/suite';

const suite = serverAndBrowserForFile();

const TUTORIAL_CODE = /\/assets\/TutorialPage-[^/]+\.js$/;

/** A signed-out visitor on the home page, its tutorial's code not loaded yet; counts loads. */
async function homeBeforeTheTutorial() {
  const page: Page = await (await suite.browser.newContext()).newPage();
  await page.goto(`${suite.server.url}/app`);
  await settled(page);
  let loads = 0;
  page.on('load', () => loads++);
  return { page, loads: () => loads };
}

const openTutorial = async (page: Page) => {
  await page.getByRole('link', { name: 'Hướng dẫn sử dụng' }).first().click();
  await page.waitForURL(`${suite.server.url}/app/tutorial`);
};

describe('a page whose code is gone after a redeploy', () => {
  it('reloads once into the version deployed meanwhile and shows its page', async () => {
    const { page, loads } = await homeBeforeTheTutorial();
    const mark = 'Trang hướng dẫn của bản mới';
    const nextVersion = tempDir('next-version');
    await buildNextVersion(nextVersion, mark);
    suite.server = await restartServer(suite.server, {}, nextVersion);
    const tutorialCode: string[] = [];
    page.on('response', (response) => {
      if (TUTORIAL_CODE.test(new URL(response.url()).pathname)) {
        tutorialCode.push(`${response.status()} ${response.url()}`);
      }
    });

    await openTutorial(page);
    await page.getByText(mark).waitFor();
    await settled(page);
    expect(loads()).toBe(1);
    // The old build's file is gone (404), then the new build's, named anew, loads.
    const [gone, loaded] = tutorialCode.map((answer) => answer.split(' '));
    expect([tutorialCode.length, gone?.[0], loaded?.[0]]).toEqual([2, '404', '200']);
    expect(gone?.[1]).not.toBe(loaded?.[1]);
    expect(await page.getByText('Đã xảy ra lỗi!').count()).toBe(0);
  });

  it('reloads only once when the file stays gone, then shows the error screen', async () => {
    const { page, loads } = await homeBeforeTheTutorial();
    await page.route(TUTORIAL_CODE, (route) => route.fulfill({ status: 404, body: 'Not Found' }));
    await openTutorial(page);
    await page.getByText('Đã xảy ra lỗi!').waitFor();
    await settled(page);
    expect(loads()).toBe(1);
  });
});
