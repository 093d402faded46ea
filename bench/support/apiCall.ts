import { randomUUID } from 'node:crypto';

/**
 * One call to the server's API as `token`: a POST with `body` as JSON (each with its own
 * Idempotency-Key, as the app sends), or a GET without one.
 */
export const apiCall = (baseUrl: string, token: string, path: string, body?: unknown) =>
  fetch(`${baseUrl}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'idempotency-key': randomUUID(),
    },
    body: body ? JSON.stringify(body) : null,
  });
