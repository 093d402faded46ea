import type { Page } from 'playwright-core';
import { openInApp } from './inApp';
import { grants } from './routeWalk';
import { settle, watchRequests } from './settle';
import type { AppRoute } from '../../../src/layout/routes/routeTable';

/** Where a visitor holding `permissions` (null: signed out) ends on a route. */
export function landingOf(route: AppRoute, path: string, permissions: readonly string[] | null) {
  if (!route.permissions?.length) return path;
  if (!permissions) return '/app';
  return grants(route, permissions) ? path : '/app/access-denied';
}

export interface Visit {
  /** The distinct addresses the page went through after the first one. */
  moves: string[];
  /** Refused requests (4xx, 5xx) sent more than once. */
  repeatedRefusals: string[];
  /** Requests the server answered 403: the page asked for what the visitor may not see. */
  forbidden: string[];
  consoleErrors: string[];
  landed: string;
  /**
   * How long after its last request ended the page showed its final screen (negative: before);
   * null when it never did.
   */
  screenLagMs: number | null;
  /** From the first request to the final screen: a figure, not asserted. */
  ms: number;
}

/**
 * Opens `url` and watches it settle: every move, refused request and console error. `inApp`:
 * moved to inside the app already loaded, as its links do, where the page already shows the app.
 */
export async function visit(page: Page, url: string, inApp = false): Promise<Visit> {
  const addresses: string[] = [];
  const refused = new Map<string, number>();
  const consoleErrors: string[] = [];
  const onNavigated = (frame: { url(): string }) => {
    if (frame !== page.mainFrame()) return;
    const { pathname } = new URL(frame.url());
    if (addresses.at(-1) !== pathname) addresses.push(pathname);
  };
  const onResponse = (response: {
    status(): number;
    url(): string;
    request(): { method(): string };
  }) => {
    if (response.status() < 400) return;
    const key = `${response.request().method()} ${response.url()} ${response.status()}`;
    refused.set(key, (refused.get(key) ?? 0) + 1);
  };
  const onConsole = (message: { type(): string; text(): string }) => {
    if (message.type() === 'error') consoleErrors.push(message.text().slice(0, 200));
  };
  page.on('framenavigated', onNavigated);
  page.on('response', onResponse);
  page.on('console', onConsole);
  watchRequests(page);
  const started = Date.now();
  let settling;
  try {
    const { origin, pathname } = new URL(url);
    if (inApp && page.url().startsWith(`${origin}/app`)) await openInApp(page, pathname);
    else await page.goto(url);
    settling = await settle(page);
  } finally {
    page.off('framenavigated', onNavigated);
    page.off('response', onResponse);
    page.off('console', onConsole);
  }
  return {
    moves: addresses.slice(1),
    repeatedRefusals: [...refused].filter(([, n]) => n > 1).map(([key, n]) => `${key} ×${n}`),
    forbidden: [...refused.keys()].filter((key) => key.endsWith(' 403')),
    consoleErrors,
    landed: new URL(page.url()).pathname,
    screenLagMs:
      settling.screenSince === null ? null : settling.screenSince - settling.lastRequestAt,
    ms: Math.max(settling.screenSince ?? Date.now(), settling.lastRequestAt) - started,
  };
}
