import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { storedToken } from './browser';

/**
 * The API as the page's signed-in user, for what a test sets up or reads beside the screen: a
 * GET, or a POST of `body` with an idempotency key; answers the reply's `data`.
 */
export async function pageApi<T>(
  serverUrl: string,
  page: Page,
  path: string,
  body?: object,
): Promise<T> {
  const response = await fetch(`${serverUrl}/api${path}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      authorization: `Bearer ${await storedToken(page)}`,
      ...(body && { 'content-type': 'application/json', 'idempotency-key': randomUUID() }),
    },
    body: body && JSON.stringify(body),
  });
  return ((await response.json()) as { data: T }).data;
}
