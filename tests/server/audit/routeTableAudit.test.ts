import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AUDIT_RESOURCE_LABELS } from '../../../common/labels';
import { users } from '../../../server/db/schema';
import { resourceOfRoute } from '../../../server/plugins/audit';
import type { RouteAccessEntry } from '../../../server/plugins/auth';
import { typicalRequestFor } from '../../support/routeSweep';
import { ADMIN_EMAIL, bearer, testAppForFile } from '../../support/testApp';
import { WEBHOOK_KEY } from '../payments/support';
import { eventsOfRequest, freshRequestId } from './support';

const t = testAppForFile({ env: { JOB_WORKERS: '0', PAYMENT_WEBHOOK_KEY: WEBHOOK_KEY } });

const WEBHOOK = 'POST /api/payments/webhook';
const nameOf = (route: RouteAccessEntry) => `${route.method} ${route.url}`;
const isWrite = (route: RouteAccessEntry) => route.method !== 'GET';
/** Audited: every write that is not public, and the bank's webhook (money, as the system). */
const isAudited = (route: RouteAccessEntry) =>
  isWrite(route) && (route.permission !== 'public' || nameOf(route) === WEBHOOK);

/** A fresh admin session: an earlier route may have ended it (sign-out, disabling the admin). */
async function adminHeaders() {
  await t.db.update(users).set({ disabledAt: null }).where(eq(users.email, ADMIN_EMAIL));
  return bearer(await t.signIn(ADMIN_EMAIL));
}

describe('the route table and the audit log', () => {
  it('records one event for every successful audited write, and none for a read or a refusal', async () => {
    const outcomes: { route: string; status: number; events: number; expected: number }[] = [];
    for (const route of t.app.routeAccess) {
      const requestId = freshRequestId('walk');
      const typical = typicalRequestFor(route, `walk-${requestId}`);
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
    const audited = outcomes.filter((o) => o.expected === 1).map((o) => o.route);
    const notReached = t.app.routeAccess
      .filter((r) => isAudited(r) && !audited.includes(nameOf(r)))
      .map((r) => `${nameOf(r)} → ${outcomes.find((o) => o.route === nameOf(r))!.status}`);
    console.log(`audited ${audited.length}; not reached:\n${notReached.join('\n')}`);
    expect(outcomes.filter((o) => o.events !== o.expected)).toEqual([]);
  }, 600_000);

  it('has a Vietnamese name for every resource an audited route writes', () => {
    const unnamed = t.app.routeAccess
      .filter(isAudited)
      .map((route) => resourceOfRoute(route.url))
      .filter((resource) => !(resource in AUDIT_RESOURCE_LABELS));
    expect(unnamed).toEqual([]);
  });
});
