import { afterEach, describe, expect, it } from 'vitest';
import { devLoginSecretOf } from '../../support/signInFlow';
import { ADMIN_EMAIL, createTestApp, type TestApp } from '../../support/testApp';
import { ownNonLoopbackAddress } from '../../support/ownAddress';

let running: TestApp | undefined;
afterEach(() => running?.close());

/** The real app listening on every interface, as a server reachable from the office would. */
async function listeningOnEveryInterface(env: Record<string, string> = {}) {
  running = await createTestApp(env);
  await running.app.listen({ host: '0.0.0.0', port: 0 });
  const { port } = running.app.server.address() as { port: number };
  return port;
}

const postSignIn = (base: string) =>
  fetch(`${base}/api/auth/dev`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN_EMAIL, secret: devLoginSecretOf(running!.app) }),
    redirect: 'manual',
  });

describe('the development sign-in and other machines', () => {
  it("answers this machine on loopback, and refuses a client on the machine's own network address", async () => {
    const port = await listeningOnEveryInterface();
    const fromLoopback = await fetch(`http://127.0.0.1:${port}/api/auth/dev`);
    expect(fromLoopback.status).toBe(200);

    const outside = `http://${ownNonLoopbackAddress()}:${port}`;
    for (const response of [await fetch(`${outside}/api/auth/dev`), await postSignIn(outside)]) {
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({
        message: 'Đăng nhập phát triển chỉ dùng được ngay trên máy chủ (địa chỉ loopback)',
        code: 'DEV_LOGIN_LOOPBACK_ONLY',
      });
    }
  });

  it('answers other machines when ALLOW_DEV_LOGIN=1 says so', async () => {
    const port = await listeningOnEveryInterface({ ALLOW_DEV_LOGIN: '1' });
    const response = await postSignIn(`http://${ownNonLoopbackAddress()}:${port}`);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toMatch(/^\/login\/google\/callback\?code=/);
  });
});
