import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSERS_PER_ADDRESS } from '../../server/lib/rateLimitKey';
import {
  bearer,
  createTestApp,
  MEMBER_EMAIL,
  signInWithDevLogin,
  testAppForFile,
  type TestApp,
} from '../support/testApp';

const PER_MINUTE = 6;
const t = testAppForFile({ env: { RATE_LIMIT_PER_MINUTE: String(PER_MINUTE) } });

/** A request from a given client address (one office behind one proxy shares an address). */
const from = (remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url: '/api/config/public/all', remoteAddress, headers });

async function statuses(count: number, call: () => Promise<{ statusCode: number }>) {
  const seen: number[] = [];
  for (let i = 0; i < count; i++) seen.push((await call()).statusCode);
  return seen;
}

describe('rate limits', () => {
  it("gives each signed-in user their own budget, so one colleague's burst does not stop another", async () => {
    // Both sign in from the office's one address (a loopback one: the development sign-in).
    const office = '127.0.0.9';
    const signInFrom = async (email: string) =>
      bearer(await signInWithDevLogin(t.app, email, { remoteAddress: office }));
    const busy = await signInFrom(MEMBER_EMAIL);
    const calm = await signInFrom('dong.nghiep@congty.vn');

    expect(await statuses(PER_MINUTE + 1, () => from(office, busy))).toEqual([
      ...Array(PER_MINUTE).fill(200),
      429,
    ]);
    const limited = await from(office, busy);
    expect(limited.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(limited.json().message).toMatch(/quá nhiều yêu cầu/i);
    expect((await from(office, calm)).statusCode).toBe(200);
  });

  it('gives each signed-out browser its own budget at one address, and the address a ceiling', async () => {
    const office = '203.0.113.40';
    const browser = (id: string) => () => from(office, { 'x-browser-id': id });
    const busy = browser('6f1c2b8e-0d4a-4c7e-9a51-2b3c4d5e6f70');
    expect(await statuses(PER_MINUTE + 1, busy)).toEqual([...Array(PER_MINUTE).fill(200), 429]);
    // A colleague's browser behind the same proxy is not locked out by the busy one.
    expect((await browser('0a9b8c7d-6e5f-4a3b-8c2d-1e0f9a8b7c6d')()).statusCode).toBe(200);
    // Ids are the caller's word: a script sending a new one each time meets the address's ceiling.
    let n = 0;
    const rotating = () =>
      from(office, { 'x-browser-id': `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}` });
    const seen = await statuses(PER_MINUTE * BROWSERS_PER_ADDRESS, rotating);
    expect(seen.filter((status) => status === 429).length).toBeGreaterThan(0);
    expect(seen.at(-1)).toBe(429);
  });

  it('limits anonymous calls per client address', async () => {
    expect(await statuses(PER_MINUTE + 1, () => from('203.0.113.5'))).toEqual([
      ...Array(PER_MINUTE).fill(200),
      429,
    ]);
    expect((await from('203.0.113.6')).statusCode).toBe(200);
  });
});

describe('rate limits behind a reverse proxy on this machine (TRUST_PROXY=1)', () => {
  let behindProxy: TestApp;
  beforeAll(async () => {
    behindProxy = await createTestApp({
      RATE_LIMIT_PER_MINUTE: String(PER_MINUTE),
      TRUST_PROXY: '1',
    });
  });
  afterAll(() => behindProxy?.close());

  /** A request the proxy on loopback forwards, the client's own X-Forwarded-For and all. */
  const forwarded = (forwardedFor: string) =>
    behindProxy.app.inject({
      url: '/api/config/public/all',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('limits the client the proxy saw, whatever X-Forwarded-For the client wrote itself', async () => {
    let forged = 0;
    const rotating = () => forwarded(`198.51.100.${++forged}, 203.0.113.20`);
    expect(await statuses(PER_MINUTE + 1, rotating)).toEqual([...Array(PER_MINUTE).fill(200), 429]);
    expect((await forwarded('203.0.113.21')).statusCode).toBe(200);
  });

  it('believes no X-Forwarded-For from a client that reaches the server directly', async () => {
    let forged = 0;
    const direct = () =>
      behindProxy.app.inject({
        url: '/api/config/public/all',
        remoteAddress: '203.0.113.30',
        headers: { 'x-forwarded-for': `198.51.100.${++forged}` },
      });
    expect(await statuses(PER_MINUTE + 1, direct)).toEqual([...Array(PER_MINUTE).fill(200), 429]);
  });
});
