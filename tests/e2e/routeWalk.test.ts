import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../common/permissions';
import { routeTable } from '../../src/layout/routes/routeTable';
import {
  breadcrumb,
  failureShown,
  grants,
  pagesFor,
  patternOf,
  prepareIds,
  settled,
} from './support/routeWalk';
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

/**
 * Visits every page; fails on the 404 page or an error screen, or on a crumb that repeats a
 * segment of the address as it is (an untranslated word or a bare id). Answers the crumb links.
 */
async function walk(page: Page, paths: string[]) {
  const problems: string[] = [];
  const links = new Map<string, string>();
  for (const path of paths) {
    await page.goto(`${suite.server.url}${path}`);
    await settled(page);
    const failure = await failureShown(page);
    if (failure) problems.push(`${path}: ${failure}`);
    const segments = new Set(path.split('/').filter(Boolean));
    for (const [text, href] of await crumbs(page)) {
      if (!text || segments.has(text)) problems.push(`${path}: crumb "${text}"`);
      if (href && !links.has(href)) links.set(href, path);
    }
  }
  return { problems, links };
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

/** Signs in, walks every page these permissions open, then clicks every crumb link. */
async function walkAs(email: string, paths: string[]) {
  const page = await suite.signedInPage(email);
  const { problems, links } = await walk(page, paths);
  expect(problems).toEqual([]);
  expect(await clickEveryCrumb(page, links)).toEqual([]);
}

describe('walking every route of the app, in Chromium', () => {
  it('as admin: every page opens, every crumb is Vietnamese, every crumb link leads to a page', async () => {
    const paths = pagesFor(ADMIN, ids);
    expect(paths.length).toBeGreaterThan(40);
    await walkAs('admin@beli.local', paths);
  }, 600_000);

  it('as member: every page a member may open, the same way', async () => {
    const paths = pagesFor(MEMBER, ids);
    expect(paths).toEqual(expect.arrayContaining([`/app/profile/${ids.memberId}/transfer`]));
    expect(paths.some((p) => p.startsWith('/app/admin/user'))).toBe(false);
    await walkAs('member@beli.local', paths);
  }, 300_000);

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
