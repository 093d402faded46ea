import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import type { RouteAccessEntry } from '../../server/plugins/auth';
import { databaseFingerprint } from '../support/dbFingerprint';
import { requestFor } from '../support/routeArbitraries';
import { opensEventStream, sweepRequestsFor } from '../support/routeSweep';
import { ADMIN_EMAIL, bearer, MEMBER_EMAIL, testAppForFile } from '../support/testApp';
import { WEBHOOK_KEY } from './payments/support';

// No task worker: a task it finished between a refused write and the check would look like a
// change the refused write made.
const t = testAppForFile({ env: { JOB_WORKERS: '0', PAYMENT_WEBHOOK_KEY: WEBHOOK_KEY } });

const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 12);
const VIETNAMESE = /[àáạảãâầấậẩẫăằắặẳẵèéẹẻẽêềếệểễìíịỉĩòóọỏõôồốộổỗơờớợởỡùúụủũưừứựửữỳýỵỷỹđ]/i;

/**
 * Left out: logging out ends the fuzzing session; a crawl fetch would call whatever URL a
 * generated config value named (nothing here may call an outside host); Google sign-in is not
 * configured here, so it answers LOGIN_NOT_CONFIGURED whatever it is sent (503 at its start, 404
 * at its callback: oidc.test.ts, signInNoise.test.ts); the live events' stream stays open
 * (tests/server/live).
 */
const skipped = (route: RouteAccessEntry) =>
  route.url.endsWith('/logout') ||
  route.url.endsWith('/fetch') ||
  route.url.startsWith('/api/auth/google') ||
  opensEventStream(route);

/**
 * The bank's webhook is called with its key, as the bank calls it, so its bodies reach it. It
 * keeps every notification it is sent, a refused one too (for an admin to see), so its
 * refusals are no change to look for.
 */
const WEBHOOK = '/api/payments/webhook';
const credentialsFor = (route: RouteAccessEntry) =>
  route.url === WEBHOOK ? { authorization: `Apikey ${WEBHOOK_KEY}` } : {};
const keepsWhatItRefuses = (route: RouteAccessEntry) => route.url === WEBHOOK;

/** A failure's first lines: a counterexample may hold 20 000 levels of nesting. */
const headOf = (message: string) => message.slice(0, 2_000);

let fingerprint: () => Promise<string>;
beforeAll(async () => {
  fingerprint = await databaseFingerprint(t.db);
});

/** A fresh session: an earlier route may have ended it (sign-out everywhere, disable). */
async function signedIn(email: string) {
  await t.db.update(users).set({ disabledAt: null }).where(eq(users.email, email));
  return bearer(await t.signIn(email));
}

/** No 5xx, a Vietnamese `{ message, code }` on a 4xx, and nothing changed by a refused write. */
async function expectGoodAnswer(
  who: string,
  route: RouteAccessEntry,
  headers: Record<string, string>,
  request: InjectOptions,
) {
  const write = request.method !== 'GET' && !keepsWhatItRefuses(route);
  const before = write ? await fingerprint() : '';
  const response = await t.app.inject({
    ...request,
    headers: { ...headers, ...request.headers, ...credentialsFor(route) },
  });
  const where = `${who} ${request.method} ${route.url} → ${response.statusCode}`;
  expect(response.statusCode, where).toBeLessThan(500);
  if (response.statusCode < 400) return;
  const body = response.json();
  expect(body, where).toMatchObject({ code: expect.any(String) });
  expect(body.message, where).toMatch(VIETNAMESE);
  if (write) expect(await fingerprint(), `${where}: the database changed`).toBe(before);
}

describe('every route, fuzzed from its schemas', () => {
  it(`answers no 5xx, a Vietnamese { message, code } on every 4xx, and changes nothing it refuses (seed ${SEED})`, async () => {
    console.log(
      `route fuzz: seed ${SEED}, ${RUNS_PER_ROUTE} runs a route and caller (FUZZ_SEED, FUZZ_RUNS)`,
    );
    const failures: string[] = [];
    const routes = t.app.routeAccess.filter((route) => !skipped(route));
    expect(routes.length).toBeGreaterThan(50);

    // First, on the seeded database, every string field made odd on its own, as the admin (who
    // may call every route).
    for (const [index, route] of routes.entries()) {
      const requests = sweepRequestsFor(route, (SEED + index) % 2 ** 31);
      if (!requests.length) continue;
      const headers = await signedIn(ADMIN_EMAIL);
      for (const request of requests) {
        await expectGoodAnswer('admin (sweep)', route, headers, request).catch((error: Error) =>
          failures.push(headOf(error.message)),
        );
      }
    }

    for (const [who, email] of [
      ['admin', ADMIN_EMAIL],
      ['member', MEMBER_EMAIL],
    ] as const) {
      for (const [index, route] of routes.entries()) {
        // Valid admin writes are generated too, so an earlier route may have disabled them.
        const headers = await signedIn(email);
        const failure = await fc.check(
          fc.asyncProperty(requestFor(route), (request) =>
            expectGoodAnswer(who, route, headers, request),
          ),
          // A seed of its own for each route and caller: with one seed for all, every list
          // route would meet the same dozen queries.
          {
            seed: (SEED + index * 2 + (who === 'admin' ? 0 : 1)) % 2 ** 31,
            numRuns: RUNS_PER_ROUTE,
            endOnFailure: true,
          },
        );
        if (failure.failed) failures.push(headOf(fc.defaultReportMessage(failure) ?? route.url));
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);
});
