import type { Page } from 'playwright-core';
import { watchRequests, navigationStarted } from './settle';

/**
 * Opens `path` inside the app already loaded, as its own links do (the router follows the new
 * address; nothing reloads): a screen is then checked without paying for the app's cold start.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  watchRequests(page);
  navigationStarted(page);
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
