import type { Page, Request } from 'playwright-core';

/** How long no request may be in flight before a page counts as done asking. */
const QUIET_MS = 300;
/** A page still asking after this long (a task's progress polls) counts as settled anyway. */
const LIMIT_MS = 15_000;
const POLL_MS = 50;

interface PageRequests {
  inFlight: Set<Request>;
  /** When the last request started or ended. */
  lastActivity: number;
}

const tracked = new WeakMap<Page, PageRequests>();

/** The live channel's stream stays open while the app runs: no request a page waits for. */
const isLiveStream = (request: Request) => new URL(request.url()).pathname === '/api/events';

/** The page's own requests in flight, watched from the first call on. */
function requestsOf(page: Page): PageRequests {
  const known = tracked.get(page);
  if (known) return known;
  const requests: PageRequests = { inFlight: new Set(), lastActivity: Date.now() };
  const started = (request: Request) => {
    if (isLiveStream(request)) return;
    requests.inFlight.add(request);
    requests.lastActivity = Date.now();
  };
  const ended = (request: Request) => {
    requests.inFlight.delete(request);
    requests.lastActivity = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  tracked.set(page, requests);
  return requests;
}

/** Starts watching the page's requests: call before `goto` so that none is missed. */
export const watchRequests = (page: Page) => void requestsOf(page);

/** A move inside the app counts as activity: the page is not settled until quiet after it. */
export const navigationStarted = (page: Page) => {
  requestsOf(page).lastActivity = Date.now();
};

/** The address whose screen the page shows; null while a placeholder shows (page loading, skeleton). */
const screenShown = (page: Page) =>
  page.evaluate(() =>
    document.querySelector('.MuiSkeleton-root') ||
    document.body.innerText.includes('Đang tải trang')
      ? null
      : location.pathname,
  );

export interface Settling {
  /** When the page's last request ended. */
  lastRequestAt: number;
  /** Since when the page has shown its last address's screen (null: still a placeholder). */
  screenSince: number | null;
}

/**
 * Waits until the page has asked for everything it needs (no request in flight for 300 ms) and
 * shows a screen, not a placeholder; answers when each happened, for a visit that must settle soon
 * after its own requests.
 */
export async function settle(page: Page): Promise<Settling> {
  const requests = requestsOf(page);
  await page.waitForLoadState('load');
  const deadline = Date.now() + LIMIT_MS;
  let screenSince: number | null = null;
  let shownPath: string | null = null;
  for (;;) {
    const now = Date.now();
    const shown = await screenShown(page).catch(() => null);
    if (shown !== shownPath) screenSince = shown === null ? null : now;
    shownPath = shown;
    const quiet = requests.inFlight.size === 0 && now - requests.lastActivity >= QUIET_MS;
    if ((quiet && screenSince !== null) || now > deadline) {
      return { lastRequestAt: requests.lastActivity, screenSince };
    }
    await page.waitForTimeout(POLL_MS);
  }
}

/** Waits until the page has loaded its data and its lazy parts. */
export async function settled(page: Page): Promise<void> {
  await settle(page);
}
