import { describe, expect, it } from 'vitest';
import { MEMBER_EMAIL, testAppForFile } from '../support/testApp';

const t = testAppForFile({ signIn: { member: MEMBER_EMAIL } });

/** Real-looking parameters and a body, so the answer is the guard's, not validation's. */
const PARAMS: Record<string, string> = { key: 'SUPPORT_URL' };
const concrete = (url: string) =>
  url.replace(/:([^/]+)/g, (_, name: string) => PARAMS[name] ?? '1').replace(/\*$/, 'x');
const request = (route: { method: string; url: string }, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: route.method as 'GET',
    url: concrete(route.url),
    headers,
    ...(['POST', 'PUT', 'PATCH'].includes(route.method) ? { payload: {} } : {}),
  });

/** Every route open without a token, on purpose: a route made public by mistake fails here. */
const PUBLIC_ROUTES = [
  'GET /api/auth/google',
  'GET /api/auth/google/callback',
  'GET /api/auth/dev',
  'POST /api/auth/dev',
  'POST /api/auth/exchange',
  'GET /api/config/public/all',
  'GET /api/config/public/:key',
  // Pictures: an <img> cannot send the token; ids are random UUIDs (docs/decisions.md).
  'GET /api/uploads/:file',
  'GET /api/uploads/:id/thumb.webp',
  // The bank gateway carries no user token: the handler checks its `Authorization: Apikey` itself.
  'POST /api/payments/webhook',
];

describe('the route table', () => {
  it('declares an access rule for every /api route', () => {
    expect(t.app.routeAccess.length).toBeGreaterThan(5);
    for (const route of t.app.routeAccess) expect(route.permission).toBeTruthy();
  });

  it('makes public exactly the routes listed as public', () => {
    const open = t.app.routeAccess
      .filter((r) => r.permission === 'public')
      .map((r) => `${r.method} ${r.url}`);
    expect(open.sort()).toEqual([...PUBLIC_ROUTES].sort());
  });

  it('answers 401 without a token on every route that is not public', async () => {
    const guarded = t.app.routeAccess.filter((r) => r.permission !== 'public');
    expect(guarded.length).toBeGreaterThan(0);
    for (const route of guarded) {
      const response = await request(route);
      expect({ route: `${route.method} ${route.url}`, status: response.statusCode }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 401,
      });
      expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED', message: 'Bạn cần đăng nhập' });
    }
  });

  it('answers 403 to the demo member on every route that needs more than permission.me', async () => {
    const privileged = t.app.routeAccess.filter(
      (r) => !['public', 'signed-in', 'permission.me'].includes(r.permission),
    );
    for (const route of privileged) {
      const response = await request(route, t.member);
      expect({ route: `${route.method} ${route.url}`, status: response.statusCode }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 403,
      });
      expect(response.json().code).toBe('FORBIDDEN');
    }
  });

  it('refuses to start when a route forgets to declare its access', async () => {
    const { buildApp } = await import('../../server/app');
    const app = await buildApp({
      env: t.env,
      database: { ...t.database, close: async () => {} },
      distDir: null,
    });
    expect(() => app.get('/api/forgotten', async () => 'oops')).toThrow(
      /does not declare config.permission/,
    );
    await app.close();
  });
});
