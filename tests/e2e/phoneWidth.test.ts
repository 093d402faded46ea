import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatBeli } from '../../common/beli';
import { PERMISSIONS } from '../../common/permissions';
import { resourceRegistry } from '../../src/resources/registry';
import { failureShown, firstRows, pagesFor, prepareIds, settled } from './support/routeWalk';
import { serverAndBrowserForFile } from './support/suite';

const WEBHOOK_KEY = 'e2e-webhook-key-phone-width-0123';
const suite = serverAndBrowserForFile({ PAYMENT_WEBHOOK_KEY: WEBHOOK_KEY });
let ids: Awaited<ReturnType<typeof prepareIds>>;
beforeAll(async () => {
  ids = await prepareIds(suite.server.app, WEBHOOK_KEY);
});

/** Texts not shown whole: off the screen's sides, cut by an ellipsis, or missing. */
async function cutTexts(page: Page, texts: string[]) {
  const cut: string[] = [];
  for (const text of texts) {
    const element = page.getByText(text).first();
    if (!(await element.count())) {
      cut.push(`${text}: missing`);
      continue;
    }
    const whole = await element.evaluate((el) => {
      const box = el.getBoundingClientRect();
      return (
        box.left >= 0 &&
        box.right <= document.documentElement.clientWidth &&
        el.scrollWidth <= el.clientWidth + 1
      );
    });
    if (!whole) cut.push(text);
  }
  return cut;
}

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

  it("keeps every list's key columns whole (defined with each list: `keyTexts`)", async () => {
    const page = await suite.signedInPage('admin@beli.local', PHONE);
    const cut: string[] = [];
    for (const { name, keyTexts } of resourceRegistry.filter((r) => r.keyTexts && r.list)) {
      const rows = await firstRows(suite.server.app, name, 3);
      expect(rows.length, name).toBeGreaterThan(0);
      await page.goto(`${suite.server.url}/app/${name}?sort=id&order=ASC`);
      await settled(page);
      for (const text of await cutTexts(
        page,
        rows.flatMap((row) => keyTexts!(row as never)),
      )) {
        cut.push(`${name}: ${text}`);
      }
    }
    expect(cut).toEqual([]);
  }, 300_000);

  it('shows the amount of every transaction on a profile', async () => {
    const page = await suite.signedInPage('member@beli.local', PHONE);
    await page.goto(`${suite.server.url}/app/profile/me`);
    await page.getByTestId('entries').waitFor();
    // The admin's credit of 50 BELI made for the walk.
    expect(await cutTexts(page, [`+${formatBeli(50)}`])).toEqual([]);
  });

  it('tells skins apart: each row names its hero', async () => {
    const page = await suite.signedInPage('admin@beli.local', PHONE);
    const [skin] = await firstRows(suite.server.app, 'admin/aov/skins', 1);
    const heroes = await firstRows(suite.server.app, 'admin/aov/heroes', 1000);
    const hero = heroes.find((h) => h.id === skin!.heroId);
    await page.goto(`${suite.server.url}/app/admin/aov/skins?sort=id&order=ASC`);
    const row = page.locator('li', { hasText: String(skin!.name) }).first();
    await expect.poll(() => row.textContent()).toContain(String(hero!.name));
  });
});
