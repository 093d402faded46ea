import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../common/permissions';
import { routeTable } from '../../src/layout/routes/routeTable';
import { landingOf, visit } from './support/routeVisit';
import {
  breadcrumb,
  everyPage,
  failureShown,
  grants,
  patternOf,
  prepareIds,
} from './support/routeWalk';
import { settled } from './support/settle';
import { serverAndBrowserForFile } from './support/suite';

const WEBHOOK_KEY = 'e2e-webhook-key-route-walk-0123';
const suite = serverAndBrowserForFile({ PAYMENT_WEBHOOK_KEY: WEBHOOK_KEY });
let ids: Awaited<ReturnType<typeof prepareIds>>;
beforeAll(async () => {
  ids = await prepareIds(suite.server.app, WEBHOOK_KEY);
});

const ADMIN = Object.values(PERMISSIONS);
const MEMBER = [PERMISSIONS.me];

/** The trail's crumbs: their text, and where each links (null: plain text). */
async function crumbs(page: Page) {
  return breadcrumb(page)
    .locator('li')
    .evaluateAll((items) =>
      items.map((li) => [
        li.textContent ?? '',
        li.querySelector('a')?.getAttribute('href') ?? null,
      ]),
    );
}

/** Who walks: their e-mail (none: signed out) and the permissions they hold. */
const VISITORS = [
  { who: 'signed out', email: null, permissions: null },
  { who: 'member', email: 'member@beli.local', permissions: MEMBER },
  { who: 'admin', email: 'admin@beli.local', permissions: ADMIN },
] as const;

const WIDTHS = [
  { width: 1366, height: 800 },
  { width: 390, height: 844 },
];

/** A page shows its final screen at most this long after its own last request ended. */
const SCREEN_LAG_MS = 1_000;

/**
 * Opens every page of the route table in one context at one width: each must settle on its final
 * screen within a second of its own last request (the page, home for a signed-out visitor on a guarded page, access denied for
 * one without the permission) with at most one move, no refused request sent twice, no console
 * error, no error screen, no 404 where the page is open to the visitor, and crumbs in Vietnamese.
 * Answers the problems, the crumb links met and each visit's time.
 */
async function walk(page: Page, permissions: readonly string[] | null, wide: boolean) {
  const problems: string[] = [];
  const links = new Map<string, string>();
  const times: [string, number, number | null][] = [];
  for (const { route, path } of everyPage(ids)) {
    const seen = await visit(page, `${suite.server.url}${path}`);
    times.push([path, seen.ms, seen.screenLagMs]);
    const landing = landingOf(route, path, permissions);
    // A page may send on by itself (another's transfer page to one's own); the guard's ends may not.
    const guardEnds = ['/app', '/app/access-denied'];
    if (
      seen.landed !== landing &&
      (guardEnds.includes(landing) || guardEnds.includes(seen.landed))
    ) {
      problems.push(`${path}: ended on ${seen.landed}, not ${landing}`);
    }
    if (seen.moves.length > 1) problems.push(`${path}: moved ${seen.moves.join(' → ')}`);
    if (seen.screenLagMs === null) problems.push(`${path}: never showed a screen`);
    else if (seen.screenLagMs > SCREEN_LAG_MS) {
      problems.push(`${path}: screen ${seen.screenLagMs} ms after its last request`);
    }
    for (const refusal of seen.repeatedRefusals) problems.push(`${path}: ${refusal}`);
    for (const error of seen.consoleErrors) problems.push(`${path}: console: ${error}`);
    const failure = await failureShown(page);
    if (failure === 'Đã xảy ra lỗi!' || (failure && landing === path)) {
      problems.push(`${path}: ${failure}`);
    }
    // On a phone the trail folds its middle crumbs into a button.
    if (!wide) continue;
    const segments = new Set(seen.landed.split('/').filter(Boolean));
    for (const [text, href] of await crumbs(page)) {
      if (!text || segments.has(text)) problems.push(`${path}: crumb "${text}"`);
      if (href && !links.has(href)) links.set(href, seen.landed);
    }
  }
  return { problems, links, times };
}

/** Clicks each crumb link once, on a page that shows it; fails where it lands on a failure. */
async function clickEveryCrumb(page: Page, links: Map<string, string>) {
  const problems: string[] = [];
  for (const [href, from] of links) {
    await page.goto(`${suite.server.url}${from}`);
    await settled(page);
    await breadcrumb(page).locator(`a[href="${href}"]`).click();
    await page.waitForURL((url) => url.pathname === href);
    await settled(page);
    const failure = await failureShown(page);
    if (failure) problems.push(`${from} → ${href}: ${failure}`);
  }
  return problems;
}

describe('walking every route of the app, in Chromium', () => {
  for (const { who, email, permissions } of VISITORS) {
    it(`${who}: every route settles on its final screen within a second of its requests, wide and phone; every crumb link leads to a page`, async () => {
      const walks = await Promise.all(
        WIDTHS.map(async (viewport) => {
          const page = email
            ? await suite.signedInPage(email, { viewport })
            : await (await suite.browser.newContext({ viewport })).newPage();
          return { page, ...(await walk(page, permissions, viewport.width > 600)) };
        }),
      );
      const slowest = walks
        .flatMap((w) => w.times)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 3);
      console.log(
        `${who}: slowest visits (path, ms, screen after last request, figures):`,
        slowest,
      );
      expect(walks.flatMap((w) => w.problems)).toEqual([]);
      expect(await clickEveryCrumb(walks[0]!.page, walks[0]!.links)).toEqual([]);
    }, 900_000);
  }

  it('as admin: every admin screen is at most two clicks from /app/admin', async () => {
    const page = await suite.signedInPage('admin@beli.local');
    const start = `${suite.server.url}/app/admin`;
    const hrefsOn = async () => {
      // A list's links (a row's edit button) come with its rows.
      if (await page.locator('.RaList-main').count()) {
        await page
          .locator('.RaList-main tbody tr, .RaList-main .RaEmpty-message')
          .first()
          .waitFor();
      }
      const hrefs = await page
        .locator('#main-content a[href^="/app/admin"]')
        .evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
      // A list's rows open by a click on the row, not a link: follow the first one.
      const row = page
        .locator(
          'tr.RaDatagrid-clickableRow td:last-child, tr.RaDataTable-clickableRow td:last-child',
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
