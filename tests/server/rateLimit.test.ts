import { describe, expect, it } from 'vitest';
import { bearer, MEMBER_EMAIL, testAppForFile } from '../support/testApp';

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
    const signInFrom = async (email: string) => {
      const started = await t.app.inject({
        method: 'POST',
        url: '/api/auth/dev',
        remoteAddress: office,
        payload: { email },
      });
      const code = new URL(String(started.headers.location), 'http://x').searchParams.get('code');
      const exchanged = await t.app.inject({
        method: 'POST',
        url: '/api/auth/exchange',
        remoteAddress: office,
        payload: { code },
      });
      return bearer(exchanged.json().data.token);
    };
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

  it('limits anonymous calls per client address', async () => {
    expect(await statuses(PER_MINUTE + 1, () => from('203.0.113.5'))).toEqual([
      ...Array(PER_MINUTE).fill(200),
      429,
    ]);
    expect((await from('203.0.113.6')).statusCode).toBe(200);
  });
});
