import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChildServer, type ChildServer } from '../../support/childServer';
import {
  canCreateNetworkNamespaces,
  createNetworkNamespace,
  type NetworkNamespace,
} from '../../support/networkNamespace';
import { rawRequest, type RawRequest, type RawResponse } from '../../support/rawRequest';
import { startReverseProxy, type ReverseProxy } from '../../support/reverseProxy';
import { devLoginSecretIn } from '../../support/signInFlow';
import { survivingDatabase } from '../../support/transferStorm';

const PER_MINUTE = 5;
const DEV_SIGN_IN = '/api/auth/dev';
const ANONYMOUS_CALL = '/api/config/public/all';

/** GET and POST of the development sign-in, as its page and its form send them. */
const devSignIn = (base: string, more: Partial<RawRequest> = {}): RawRequest[] => [
  { url: `${base}${DEV_SIGN_IN}`, ...more },
  { url: `${base}${DEV_SIGN_IN}`, method: 'POST', json: { email: 'admin@beli.local' }, ...more },
];

const codeOf = (response: RawResponse) => (JSON.parse(response.body) as { code?: string }).code;

/** The API and the shipped nginx config in front of it, started for a describe block and stopped after. */
function apiBehindProxy(network: () => { listenHost: string; env: Record<string, string> }) {
  const running = {} as { server: ChildServer; proxy: ReverseProxy };
  let database: Awaited<ReturnType<typeof survivingDatabase>> | undefined;
  beforeAll(async () => {
    const { listenHost, env } = network();
    database = await survivingDatabase();
    running.server = await startChildServer({ ...database.env, HOST: listenHost, ...env });
    running.proxy = await startReverseProxy({
      listenHost,
      upstreams: [new URL(running.server.url).host],
    });
  });
  afterAll(async () => {
    await running.proxy?.stop();
    await running.server?.stop('SIGTERM');
    await database?.done();
  });
  return running;
}

describe('the API behind nginx (deploy/nginx.conf) on the same machine, TRUST_PROXY=1', () => {
  const api = apiBehindProxy(() => ({
    listenHost: '127.0.0.1',
    env: { TRUST_PROXY: '1', RATE_LIMIT_PER_MINUTE: String(PER_MINUTE) },
  }));
  // Each test is a client of its own on loopback (the rate limit counts per client address).
  const through = (localAddress: string, more: Partial<RawRequest> = {}) =>
    devSignIn(api.proxy.url, { localAddress, caFile: api.proxy.caFile, ...more });

  it('refuses the development sign-in to every client coming through the proxy', async () => {
    for (const request of through('127.0.0.11')) {
      const response = await rawRequest(request);
      expect(response.status, `${request.method ?? 'GET'} ${response.body}`).toBe(403);
      expect(codeOf(response)).toBe('DEV_LOGIN_FORWARDED');
    }
  });

  it('refuses a forged X-Forwarded-For: 127.0.0.1 sent straight to the API, which answers loopback otherwise', async () => {
    const direct = (headers: Record<string, string>) =>
      devSignIn(api.server.url, { localAddress: '127.0.0.12', headers });
    for (const request of direct({ 'x-forwarded-for': '127.0.0.1' })) {
      const response = await rawRequest(request);
      expect(response.status).toBe(403);
      expect(codeOf(response)).toBe('DEV_LOGIN_FORWARDED');
    }
    const [page, withoutSecret] = await Promise.all(direct({}).map(rawRequest));
    expect(page!.status).toBe(200);
    expect(codeOf(withoutSecret!)).toBe('DEV_LOGIN_SECRET');
    const secret = devLoginSecretIn(api.server.dataDir);
    const signIn = await rawRequest({
      ...direct({})[1]!,
      json: { email: 'admin@beli.local', secret },
    });
    expect(signIn.status).toBe(302);
  });

  it('limits an anonymous client through the proxy however it rotates X-Forwarded-For', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= PER_MINUTE + 1; i++) {
      const response = await rawRequest({
        url: `${api.proxy.url}${ANONYMOUS_CALL}`,
        caFile: api.proxy.caFile,
        localAddress: '127.0.0.13',
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array(PER_MINUTE).fill(200), 429]);
    const neighbour = await rawRequest({
      url: `${api.proxy.url}${ANONYMOUS_CALL}`,
      caFile: api.proxy.caFile,
      localAddress: '127.0.0.14',
    });
    expect(neighbour.status).toBe(200);
  });

  it('redirects plain HTTP to https', async () => {
    const response = await rawRequest({ url: `${api.proxy.httpUrl}/app` });
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe('https://127.0.0.1/app');
  });
});

const withNamespaces = canCreateNetworkNamespaces();

describe.skipIf(!withNamespaces)('a client on another machine (a network namespace)', () => {
  let namespace: NetworkNamespace | undefined;
  beforeAll(async () => {
    namespace = await createNetworkNamespace();
  });
  // Registered before apiBehindProxy's, so it runs after the server and nginx have stopped.
  afterAll(() => namespace?.remove());
  const api = apiBehindProxy(() => ({
    listenHost: namespace!.hostAddress,
    env: { TRUST_PROXY: '1' },
  }));

  it('is refused the development sign-in: directly, with a forged X-Forwarded-For, and through the proxy', async () => {
    const responses = await namespace!.send([
      ...devSignIn(api.server.url),
      ...devSignIn(api.server.url, { headers: { 'x-forwarded-for': '127.0.0.1' } }),
      ...devSignIn(api.proxy.url, { caFile: api.proxy.caFile }),
    ]);
    expect(responses.map((r) => [r.status, codeOf(r)])).toEqual(
      Array(6).fill([403, 'DEV_LOGIN_LOOPBACK_ONLY']),
    );
  });
});
