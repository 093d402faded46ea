import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AUDIT_RESOURCES } from '../../../common/audit/resourceLabels';
import { users } from '../../../server/db/schema';
import { resourceOfRoute } from '../../../server/plugins/audit';
import type { RouteAccessEntry } from '../../../server/plugins/auth';
import { opensEventStream, typicalRequestFor } from '../../support/routeSweep';
import { ADMIN_EMAIL, bearer, testAppForFile } from '../../support/testApp';
import { fakeSepayForFile, SEPAY_TOKEN } from '../payments/fakeSepay';
import { WEBHOOK_KEY } from '../payments/support';
import { eventsOfRequest, freshRequestId } from './support';
import { walkFixtures } from './walkFixtures';

const sepay = fakeSepayForFile();
const t = testAppForFile({
  env: () => ({
    JOB_WORKERS: '0',
    PAYMENT_WEBHOOK_KEY: WEBHOOK_KEY,
    SEPAY_API_URL: sepay.url,
    SEPAY_API_TOKEN: SEPAY_TOKEN,
  }),
});

/**
 * Audited routes no request here can make succeed: a crawl fetches the URL its configuration
 * names, and the guard it goes through refuses this machine's addresses (nothing here may call
 * an outside host).
 */
const UNREACHABLE = [
  'POST /api/staging/tags/fetch',
  'POST /api/staging/heroes/fetch',
  'POST /api/staging/skins/fetch',
];

const WEBHOOK = 'POST /api/payments/webhook';
const nameOf = (route: RouteAccessEntry) => `${route.method} ${route.url}`;
const isWrite = (route: RouteAccessEntry) => route.method !== 'GET';
/**
 * Audited: every write that is not public, and the bank's webhook (money, as the system); not a
 * POST that changes nothing (a skin list's match, a free preview).
 */
const isAudited = (route: RouteAccessEntry) =>
  isWrite(route) &&
  !route.readsOnly &&
  (route.permission !== 'public' || nameOf(route) === WEBHOOK);

/** A fresh admin session: an earlier route may have ended it (sign-out, disabling the admin). */
async function adminHeaders() {
  await t.db.update(users).set({ disabledAt: null }).where(eq(users.email, ADMIN_EMAIL));
  return bearer(await t.signIn(ADMIN_EMAIL));
}

describe('the route table and the audit log', () => {
  it('records one event for each audited write it makes succeed (all but a crawl), none for a read or a refusal', async () => {
    const outcomes: { route: string; status: number; events: number; expected: number }[] = [];
    const fixtures = walkFixtures(t, adminHeaders);
    for (const route of t.app.routeAccess.filter((entry) => !opensEventStream(entry))) {
      const requestId = freshRequestId('walk');
      const fixture = fixtures[nameOf(route)];
      const typical = {
        ...typicalRequestFor(route, `walk-${requestId}`),
        ...(fixture && (await fixture())),
      };
      const who =
        nameOf(route) === WEBHOOK
          ? { authorization: `Apikey ${WEBHOOK_KEY}` }
          : route.permission === 'public'
            ? {}
            : await adminHeaders();
      const response = await t.app.inject({
        ...typical,
        headers: { ...typical.headers, ...who, 'x-request-id': requestId },
      });
      const events = (await eventsOfRequest(t.db, requestId)).length;
      const expected = isAudited(route) && response.statusCode < 300 ? 1 : 0;
      outcomes.push({ route: nameOf(route), status: response.statusCode, events, expected });
    }
    const succeeded = new Set(outcomes.filter((o) => o.expected === 1).map((o) => o.route));
    const notReached = t.app.routeAccess
      .filter((route) => isAudited(route) && !succeeded.has(nameOf(route)))
      .map(nameOf);
    expect(notReached).toEqual(UNREACHABLE);
    expect(outcomes.filter((o) => o.events !== o.expected)).toEqual([]);
  }, 600_000);

  it('has a Vietnamese name for every resource an audited route writes', () => {
    const unnamed = t.app.routeAccess
      .filter(isAudited)
      .map((route) => resourceOfRoute(route.url))
      .filter((resource) => !(resource in AUDIT_RESOURCES));
    expect(unnamed).toEqual([]);
  });
});
