import { beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../common/permissions';
import { failureShown, pagesFor, prepareIds, settled } from './support/routeWalk';
import { serverAndBrowserForFile } from './support/suite';

const WEBHOOK_KEY = 'e2e-webhook-key-phone-width-0123';
const suite = serverAndBrowserForFile({ PAYMENT_WEBHOOK_KEY: WEBHOOK_KEY });
let ids: Awaited<ReturnType<typeof prepareIds>>;
beforeAll(async () => {
  ids = await prepareIds(suite.server.app, WEBHOOK_KEY);
});

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

describe('every page at phone width (390 px), in Chromium', () => {
  it('never scrolls sideways', async () => {
    const page = await suite.signedInPage('admin@beli.local', PHONE);
    const wide: string[] = [];
    for (const path of pagesFor(Object.values(PERMISSIONS), ids)) {
      await page.goto(`${suite.server.url}${path}`);
      await settled(page);
      expect(await failureShown(page), path).toBeUndefined();
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      if (scrollWidth > clientWidth) wide.push(`${path}: ${scrollWidth} px`);
    }
    expect(wide).toEqual([]);
  }, 600_000);
});
