import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devLoginSecretOf } from '../../support/signInFlow';
import { ADMIN_EMAIL, createTestApp, type TestApp } from '../../support/testApp';

/** Forwarding headers a proxy (or a client pretending to be one) may send. */
const FORWARDING_HEADERS: Record<string, string> = {
  forwarded: 'for=203.0.113.7;proto=https',
  'x-forwarded-for': '203.0.113.7',
  'x-forwarded-host': 'beli.congty.vn',
  'x-forwarded-proto': 'https',
  'x-forwarded-port': '443',
  'x-real-ip': '203.0.113.7',
  via: '1.1 nginx',
  'x-client-ip': '203.0.113.7',
  'true-client-ip': '203.0.113.7',
  'cf-connecting-ip': '203.0.113.7',
  'x-cluster-client-ip': '203.0.113.7',
  'fastly-client-ip': '203.0.113.7',
  'x-azure-clientip': '203.0.113.7',
  'x-original-forwarded-for': '203.0.113.7',
};

let trusting: TestApp;
let open: TestApp;
beforeAll(async () => {
  // TRUST_PROXY=1: request.ip is then whatever the last X-Forwarded-For entry says.
  trusting = await createTestApp({ TRUST_PROXY: '1' });
  open = await createTestApp({ ALLOW_DEV_LOGIN: '1', TRUST_PROXY: '1' });
});
afterAll(async () => {
  await trusting?.close();
  await open?.close();
});

const devSignIn = (
  app: TestApp,
  method: 'GET' | 'POST',
  remoteAddress: string,
  headers: Record<string, string> = {},
) =>
  app.app.inject({
    method,
    url: '/api/auth/dev',
    remoteAddress,
    headers,
    ...(method === 'POST'
      ? { payload: { email: ADMIN_EMAIL, secret: devLoginSecretOf(app.app) } }
      : {}),
  });

describe('the development sign-in answers only a request straight from this machine', () => {
  it('refuses a client elsewhere that claims to be 127.0.0.1 in X-Forwarded-For', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await devSignIn(trusting, method, '203.0.113.7', {
        'x-forwarded-for': '127.0.0.1',
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        message: 'Đăng nhập phát triển chỉ dùng được ngay trên máy chủ (địa chỉ loopback)',
        code: 'DEV_LOGIN_LOOPBACK_ONLY',
      });
    }
  });

  it('refuses, even from loopback, any request a proxy forwarded', async () => {
    for (const [name, value] of Object.entries(FORWARDING_HEADERS)) {
      for (const method of ['GET', 'POST'] as const) {
        const response = await devSignIn(trusting, method, '127.0.0.1', { [name]: value });
        expect(response.statusCode, `${method} with ${name}`).toBe(403);
        expect(response.json()).toEqual({
          message:
            'Đăng nhập phát triển không nhận yêu cầu chuyển tiếp qua proxy (có header Forwarded, X-Forwarded-For, X-Real-IP...)',
          code: 'DEV_LOGIN_FORWARDED',
        });
      }
    }
  });

  it('refuses a Host that is not a loopback name (a DNS name rebound to 127.0.0.1)', async () => {
    for (const host of ['beli.attacker.example', 'beli.attacker.example:3000', '10.0.0.5:3000']) {
      const response = await devSignIn(trusting, 'GET', '127.0.0.1', { host });
      expect(response.statusCode, host).toBe(403);
      expect(response.json()).toMatchObject({ code: 'DEV_LOGIN_LOOPBACK_HOST' });
    }
  });

  it('answers loopback names and addresses on loopback', async () => {
    for (const host of ['localhost:3000', 'beli.localhost', '127.0.0.1:3000', '[::1]:3000']) {
      for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
        const response = await devSignIn(trusting, 'POST', remoteAddress, { host });
        expect(response.statusCode, `${host} from ${remoteAddress}`).toBe(302);
      }
    }
  });

  it('answers everyone, forwarded or not, when ALLOW_DEV_LOGIN=1 says so', async () => {
    const response = await devSignIn(open, 'POST', '203.0.113.7', {
      host: 'beli.congty.vn',
      ...FORWARDING_HEADERS,
    });
    expect(response.statusCode).toBe(302);
  });
});
