import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  canCreateNetworkNamespaces,
  createNetworkNamespace,
  type NetworkNamespace,
} from '../../support/networkNamespace';
import { rawRequest, type RawRequest, type RawResponse } from '../../support/rawRequest';
import { startBareProxy } from '../../support/reverseProxy';
import { startSocatForward } from '../../support/socatForward';
import { ADMIN_EMAIL, createTestApp, type TestApp } from '../../support/testApp';

const REFUSED = {
  message:
    'Đăng nhập phát triển cần mã bí mật mà máy chủ in ra khi khởi động (tệp dev-login-secret trong DATA_DIR)',
  code: 'DEV_LOGIN_SECRET',
};
const SIGNED_IN = /^\/login\/google\/callback\?code=/;

const secretFileOf = (app: TestApp) => path.join(app.env.DATA_DIR, 'dev-login-secret');
/** The secret as a script reads it: `curl -d secret=$(cat data/dev-login-secret) …`. */
const secretOf = (app: TestApp) => readFileSync(secretFileOf(app), 'utf8').trim();

/** The sign-in form's post, with the secret or without. */
const post = (base: string, json: Record<string, string>, more: Partial<RawRequest> = {}) => ({
  url: `${base}/api/auth/dev`,
  method: 'POST' as const,
  json: { email: ADMIN_EMAIL, ...json },
  ...more,
});

function expectRefused(response: RawResponse) {
  expect(response.status, response.body).toBe(403);
  expect(JSON.parse(response.body)).toEqual(REFUSED);
}
function expectSignedIn(response: RawResponse) {
  expect(response.status, response.body).toBe(302);
  expect(response.headers.location).toMatch(SIGNED_IN);
}

/** The real app listening on every interface, so that a proxy and another machine can reach it. */
async function listening(env: Record<string, string> = {}) {
  const running = await createTestApp(env);
  await running.app.listen({ host: '0.0.0.0', port: 0 });
  const { port } = running.app.server.address() as { port: number };
  return { running, port };
}

describe('the development sign-in needs the secret the server made at start', () => {
  let t: TestApp;
  let port: number;
  let direct: string;
  beforeAll(async () => {
    ({ running: t, port } = await listening());
    direct = `http://127.0.0.1:${port}`;
  });
  afterAll(() => t.close());

  it('keeps it owner-only in DATA_DIR/dev-login-secret', () => {
    expect(statSync(secretFileOf(t)).mode & 0o777).toBe(0o600);
    expect(secretOf(t)).toMatch(/^[\w-]{43}$/);
  });

  it('refuses a post straight from loopback without it, or with another, and signs in with it', async () => {
    expectRefused(await rawRequest(post(direct, {})));
    expectRefused(await rawRequest(post(direct, { secret: 'x'.repeat(43) })));
    expectSignedIn(await rawRequest(post(direct, { secret: secretOf(t) })));
    const inQuery = `${direct}/api/auth/dev?secret=${encodeURIComponent(secretOf(t))}`;
    expectSignedIn(await rawRequest({ ...post(direct, {}), url: inQuery }));
  });

  it('carries the printed address’s secret into the page’s forms, and asks for it otherwise', async () => {
    const secret = secretOf(t);
    const page = await rawRequest({ url: `${direct}/api/auth/dev?secret=${secret}` });
    expect(page.body).toContain(ADMIN_EMAIL);
    expect(page.body.split(`name="secret" value="${secret}"`)).toHaveLength(3);
    const asking = await rawRequest({ url: `${direct}/api/auth/dev` });
    expect(asking.status).toBe(200);
    expect(asking.body).toContain('dev-login-secret');
    expect(asking.body).not.toContain(ADMIN_EMAIL);
  });

  it('makes a new one at each start: the earlier one no longer signs in', async () => {
    const before = secretOf(t);
    const restarted = await createTestApp({ DATA_DIR: t.env.DATA_DIR });
    try {
      expect(secretOf(t)).not.toBe(before);
      expectRefused(await rawRequest(post(direct, { secret: before })));
    } finally {
      await restarted.close();
    }
  });

  it('refuses it through a bare nginx proxy_pass on this machine, which adds no forwarding header', async () => {
    const proxy = await startBareProxy(`127.0.0.1:${port}`);
    try {
      expectRefused(await rawRequest(post(proxy.url, {})));
      expectSignedIn(await rawRequest(post(proxy.url, { secret: secretOf(t) })));
    } finally {
      await proxy.stop();
    }
  });

  it('refuses it through a socat forward saying Host: localhost', async () => {
    const forward = await startSocatForward(`127.0.0.1:${port}`);
    try {
      const headers = { host: 'localhost' };
      expectRefused(await rawRequest(post(forward.url, {}, { headers })));
      expectSignedIn(await rawRequest(post(forward.url, { secret: secretOf(t) }, { headers })));
    } finally {
      await forward.stop();
    }
  });
});

describe.skipIf(!canCreateNetworkNamespaces())('from another machine (a network namespace)', () => {
  let namespace: NetworkNamespace;
  beforeAll(async () => {
    namespace = await createNetworkNamespace();
  });
  afterAll(() => namespace?.remove());

  it('is refused with or without the secret, and with ALLOW_DEV_LOGIN=1 only without it', async () => {
    for (const [env, reachable] of [
      [{}, false],
      [{ ALLOW_DEV_LOGIN: '1' }, true],
    ] as const) {
      const { running, port } = await listening(env);
      try {
        const base = `http://${namespace.hostAddress}:${port}`;
        const [without, withIt] = await namespace.send([
          post(base, {}),
          post(base, { secret: secretOf(running) }),
        ]);
        expect(without!.status).toBe(403);
        if (reachable) {
          expectRefused(without!);
          expectSignedIn(withIt!);
        } else {
          expect(withIt!.status).toBe(403);
        }
      } finally {
        await running.close();
      }
    }
    // Two apps, one after the other, each with a fresh database.
  }, 180_000);
});
