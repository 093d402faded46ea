import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, MEMBER_EMAIL, type TestApp } from '../support/testApp';

let t: TestApp;
let memberToken: string;
beforeAll(async () => {
  t = await createTestApp();
  memberToken = await t.signIn(MEMBER_EMAIL);
});
afterAll(() => t.close());

/** Any id will do: the guard answers before the handler looks anything up. */
const concrete = (url: string) => url.replace(/:[^/]+/g, '1').replace(/\*$/, 'x');

describe('the route table', () => {
  it('declares an access rule for every /api route', () => {
    expect(t.app.routeAccess.length).toBeGreaterThan(5);
    for (const route of t.app.routeAccess) expect(route.permission).toBeTruthy();
  });

  it('answers 401 without a token on every route that is not public', async () => {
    const guarded = t.app.routeAccess.filter((r) => r.permission !== 'public');
    expect(guarded.length).toBeGreaterThan(0);
    for (const route of guarded) {
      const response = await t.app.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
      });
      expect({ route: `${route.method} ${route.url}`, status: response.statusCode }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 401,
      });
      expect(response.json().message).toBeTruthy();
    }
  });

  it('answers 403 to the demo member on every route that needs more than permission.me', async () => {
    const privileged = t.app.routeAccess.filter(
      (r) => !['public', 'signed-in', 'permission.me'].includes(r.permission),
    );
    for (const route of privileged) {
      const response = await t.app.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        headers: bearer(memberToken),
      });
      expect({ route: `${route.method} ${route.url}`, status: response.statusCode }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 403,
      });
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
