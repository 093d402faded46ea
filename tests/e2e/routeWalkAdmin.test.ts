import { describe, expect, it } from 'vitest';
import { routeTable } from '../../src/layout/routes/routeTable';
import { grants, patternOf } from './support/routeWalk';
import { ADMIN, routeWalkSuite, VISITORS, walkEveryRoute } from './support/routeWalkSuite';
import { settled } from './support/settle';

const walked = routeWalkSuite();
const { suite } = walked;

describe('walking every route of the app as admin, in Chromium', () => {
  walkEveryRoute(
    walked,
    VISITORS.find((v) => v.who === 'admin')!,
  );

  it('as admin: every admin screen is at most two clicks from /app/admin', async () => {
    const page = await suite.signedInPage('admin@beli.local');
    const start = `${suite.server.url}/app/admin`;
    const hrefsOn = async () => {
      // A list's links (a row's edit button) come with its rows (the audit log's are articles).
      if (await page.locator('.RaList-main').count()) {
        await page
          .locator('.RaList-main tbody tr, .RaList-main article, .RaList-main .RaEmpty-message')
          .first()
          .waitFor();
      }
      const hrefs = await page
        .locator('#main-content a[href^="/app/admin"]')
        .evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
      // A list's rows open by a click on the row, not a link: follow the first one. A row that
      // unfolds where it is (the settings list) opens no page: waiting for one took 15 s.
      const row = page
        .locator(
          'tr.RaDatagrid-clickableRow td:last-child, tr.RaDataTable-clickableRow:not(.RaDataTable-expandable) td:last-child',
        )
        .first();
      if (await row.count()) {
        const before = page.url();
        await row.click();
        await page.waitForURL((url) => url.href !== before, { timeout: 15_000 }).catch(() => {});
        hrefs.push(new URL(page.url()).pathname);
      }
      return hrefs;
    };
    await page.goto(start);
    await settled(page);
    const oneClick = [...new Set(await hrefsOn())];
    const reached = new Set(['/app/admin', ...oneClick]);
    for (const path of oneClick) {
      await page.goto(`${suite.server.url}${path}`);
      await settled(page);
      for (const href of await hrefsOn()) reached.add(href);
    }
    const unreachable = routeTable
      .filter((r) => r.page && r.path.startsWith('admin') && grants(r, ADMIN))
      .filter((r) => ![...reached].some((path) => patternOf(r).test(path)))
      .map((r) => r.path);
    expect(unreachable).toEqual([]);
  }, 300_000);
});
