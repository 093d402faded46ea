import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { PERMISSIONS } from '../../../common/permissions';
import { PHONE, sidewaysOverflow } from './phone';
import { cutCrumbs, repeatedHeadings } from './readable';
import { landingOf, visit } from './routeVisit';
import { breadcrumb, everyPage, failureShown, prepareIds } from './routeWalk';
import { settled } from './settle';
import { serverAndBrowserForFile, type FileSuite } from './suite';

const WEBHOOK_KEY = 'e2e-webhook-key-route-walk-0123';

/**
 * The route walk's file: its server (with the webhook key its ids need), browser and ids. The
 * walk is split by visitor over files, so that they run beside each other.
 */
export function routeWalkSuite() {
  const suite = serverAndBrowserForFile({ PAYMENT_WEBHOOK_KEY: WEBHOOK_KEY });
  const walked = { suite, ids: undefined as unknown as Awaited<ReturnType<typeof prepareIds>> };
  beforeAll(async () => {
    walked.ids = await prepareIds(suite.server.app, WEBHOOK_KEY);
  });
  return walked;
}
type Walked = ReturnType<typeof routeWalkSuite>;

export const ADMIN = Object.values(PERMISSIONS);
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
 * Who walks: their e-mail (none: signed out), the permissions they hold, and whether the links
 * the pages show them are followed too (where some pages are not theirs to see).
 */
export const VISITORS = [
  { who: 'signed out', email: null, permissions: null, followsLinks: false },
  { who: 'member', email: 'member@beli.local', permissions: MEMBER, followsLinks: true },
  { who: 'admin', email: 'admin@beli.local', permissions: ADMIN, followsLinks: false },
] as const;

/** Each route is walked on a wide screen and on a phone. */
const SCREENS = [{ viewport: { width: 1366, height: 800 } }, PHONE];

/** A page shows its final screen at most this long after its own last request ended. */
const SCREEN_LAG_MS = 1_000;

/**
 * Opens every page of the route table in one context at one width: by its address (a cold load
 * each), except on a signed-in phone, which moves inside the app already loaded as its links do
 * (a cold load is the same at any width, and is walked wide): each must settle on its final
 * screen within a second of its own last request (the page, home for a signed-out visitor on a guarded page, access denied for
 * one without the permission) with at most one move, no refused request sent twice, no console
 * error, no error screen, no 404 where the page is open to the visitor, no heading twice, crumbs
 * in Vietnamese, and on a phone no sideways scrolling and every crumb whole.
 * Answers the problems, the crumb links and the in-page links met, and each visit's time.
 */
async function walk(
  { suite, ids }: Walked,
  page: Page,
  permissions: readonly string[] | null,
  wide: boolean,
) {
  const problems: string[] = [];
  const links = new Map<string, string>();
  const shown = new Map<string, string>();
  const times: [string, number, number | null][] = [];
  for (const { route, path } of everyPage(ids)) {
    // A guarded route sends one signed out to the sign-in at any width: walked wide.
    if (!wide && !permissions && route.permissions?.length) continue;
    const seen = await visit(page, `${suite.server.url}${path}`, !wide && permissions !== null);
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
    if (!wide) {
      const overflow = await page.evaluate(sidewaysOverflow);
      if (overflow > 0) problems.push(`${path}: ${overflow} px wider than the phone`);
      for (const cut of await page.evaluate(cutCrumbs))
        problems.push(`${path}: crumb cut "${cut}"`);
      // On a phone the trail keeps only the page and the way back.
      continue;
    }
    for (const heading of await page.evaluate(repeatedHeadings)) {
      problems.push(`${path}: heading twice "${heading}"`);
    }
    const hrefs = await page
      .locator('#main-content a[href^="/app"]')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    for (const href of hrefs) if (!shown.has(href)) shown.set(href, seen.landed);
    const segments = new Set(seen.landed.split('/').filter(Boolean));
    for (const [text, href] of await crumbs(page)) {
      if (!text || segments.has(text)) problems.push(`${path}: crumb "${text}"`);
      if (href && !links.has(href)) links.set(href, seen.landed);
    }
  }
  return { problems, links, shown, times };
}

/** Clicks each crumb link once, on a page that shows it; fails where it lands on a failure. */
async function clickEveryCrumb(suite: FileSuite, page: Page, links: Map<string, string>) {
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

/**
 * Opens each link a page showed that the walk has not opened: each must lead to a page the
 * visitor may see (not access denied, no request the server refuses as not theirs, no failure).
 */
async function followEveryLink(
  suite: FileSuite,
  page: Page,
  shown: Map<string, string>,
  walkedPaths: Set<string>,
) {
  const problems: string[] = [];
  for (const [href, from] of shown) {
    if (walkedPaths.has(href)) continue;
    const seen = await visit(page, `${suite.server.url}${href}`);
    const failure =
      seen.landed === '/app/access-denied' ? 'access denied' : await failureShown(page);
    if (failure) problems.push(`${from} → ${href}: ${failure}`);
    for (const refusal of seen.forbidden) problems.push(`${from} → ${href}: ${refusal}`);
  }
  return problems;
}

/**
 * One visitor walks every route, wide and on a phone, clicks every crumb link and, if they
 * follow links, opens the pages' links.
 */
export function walkEveryRoute(
  walked: Walked,
  { who, email, permissions, followsLinks }: (typeof VISITORS)[number],
) {
  const { suite } = walked;
  it(`${who}: every route settles on its final screen within a second of its requests, wide and on a phone (never scrolling sideways, crumbs whole, no heading twice); every crumb link${followsLinks ? ' and every link shown' : ''} leads to a page`, async () => {
    const walks = await Promise.all(
      SCREENS.map(async (screen) => {
        const page = email
          ? await suite.signedInPage(email, screen)
          : await (await suite.browser.newContext(screen)).newPage();
        return { page, ...(await walk(walked, page, permissions, screen !== PHONE)) };
      }),
    );
    const slowest = walks
      .flatMap((w) => w.times)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3);
    console.log(`${who}: slowest visits (path, ms, screen after last request, figures):`, slowest);
    expect(walks.flatMap((w) => w.problems)).toEqual([]);
    expect(await clickEveryCrumb(suite, walks[0]!.page, walks[0]!.links)).toEqual([]);
    if (followsLinks) {
      const walkedPaths = new Set(everyPage(walked.ids).map(({ path }) => path));
      expect(await followEveryLink(suite, walks[0]!.page, walks[0]!.shown, walkedPaths)).toEqual(
        [],
      );
    }
  }, 900_000);
}
