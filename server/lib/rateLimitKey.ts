import type { FastifyRequest } from 'fastify';
import type { LimitWindows } from './limitWindows';
import { requestClaims, type SessionConfig } from './sessions';

/** The header the app sends with a random id of its browser (local storage), signed in or not. */
export const BROWSER_ID_HEADER = 'x-browser-id';

/** How many browsers' worth of anonymous calls one address may make, whatever ids they send. */
export const BROWSERS_PER_ADDRESS = 10;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function browserIdOf(request: FastifyRequest): string | null {
  const id = request.headers[BROWSER_ID_HEADER];
  return typeof id === 'string' && UUID.test(id) ? id.toLowerCase() : null;
}

/**
 * Whose budget a request spends: a signed-in user's own; an anonymous browser's own at its
 * address, so one visitor behind an office's proxy cannot spend the whole office's; else the
 * client address's.
 */
export async function rateLimitKey(sessions: SessionConfig, request: FastifyRequest) {
  const claims = await requestClaims(sessions, request);
  if (claims) return `user:${claims.userId}`;
  const browser = browserIdOf(request);
  return browser ? `browser:${request.ip}:${browser}` : `ip:${request.ip}`;
}

/**
 * A browser id is the caller's word, so a script could send a new one with every call: anonymous
 * calls carrying one also count against their address, up to BROWSERS_PER_ADDRESS budgets.
 * Answers whether this request goes past that ceiling.
 */
export async function overAddressCeiling(
  sessions: SessionConfig,
  windows: LimitWindows,
  perMinute: number,
  request: FastifyRequest,
): Promise<boolean> {
  if (!browserIdOf(request) || (await requestClaims(sessions, request))) return false;
  const { hits } = await windows.hit(`rate:browsers-of:${request.ip}`, 60_000);
  return hits > perMinute * BROWSERS_PER_ADDRESS;
}
