import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devLoginSecretOf, postExchange } from '../../support/signInFlow';
import { ADMIN_EMAIL, createTestApp, MEMBER_EMAIL, type TestApp } from '../../support/testApp';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.close());

/** A development sign-in's last answer: the redirect with the code, and the browser's cookie. */
async function signedIn(email: string, target = app) {
  const response = await target.app.inject({
    method: 'POST',
    url: '/api/auth/dev',
    payload: { email, secret: devLoginSecretOf(target.app) },
  });
  expect(response.statusCode).toBe(302);
  return response;
}

const bindingCookie = (response: LightMyRequestResponse) =>
  [response.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('beli_login_binding='));

/** The exchange of `codeFrom`'s code sent with `cookie` as the Cookie header. */
const exchangeWithCookie = (codeFrom: LightMyRequestResponse, cookie: string | undefined) =>
  app.app.inject({
    method: 'POST',
    url: '/api/auth/exchange',
    headers: cookie === undefined ? {} : { cookie },
    payload: {
      code: new URL(String(codeFrom.headers.location), 'http://x').searchParams.get('code'),
    },
  });

const OTHER_BROWSER = {
  message:
    'Mã đăng nhập này được tạo cho một trình duyệt khác nên bị từ chối; hãy đăng nhập lại từ trình duyệt này',
  code: 'LOGIN_CODE_OTHER_BROWSER',
};

describe('the one-time sign-in code and the browser that signed in (login CSRF)', () => {
  it('binds the code to the browser with an HttpOnly, SameSite=Lax cookie for /api/auth', async () => {
    const cookie = bindingCookie(await signedIn(MEMBER_EMAIL));
    expect(cookie).toMatch(
      /^beli_login_binding=[\w-]{40,}; Path=\/api\/auth; HttpOnly; SameSite=Lax; Max-Age=60$/,
    );
    const secure = await createTestApp({ PUBLIC_URL: 'https://beli.congty.vn' });
    try {
      expect(bindingCookie(await signedIn(MEMBER_EMAIL, secure))).toMatch(/; Secure$/);
    } finally {
      await secure.close();
    }
  });

  it('refuses a code presented without its cookie, and spends it', async () => {
    const attackers = await signedIn(ADMIN_EMAIL);
    const refused = await exchangeWithCookie(attackers, undefined);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual(OTHER_BROWSER);
    const late = await postExchange(app.app, attackers);
    expect(late.statusCode).toBe(401);
    expect(late.json()).toMatchObject({ code: 'BAD_LOGIN_CODE' });
  });

  it("refuses a code presented with another browser's cookie", async () => {
    const attackers = await signedIn(ADMIN_EMAIL);
    const victims = await signedIn(MEMBER_EMAIL);
    const victimsCookie = bindingCookie(victims)!.split(';')[0];
    const refused = await exchangeWithCookie(attackers, victimsCookie);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual(OTHER_BROWSER);
    expect(
      (await exchangeWithCookie(attackers, 'beli_login_binding=doan-bua')).json(),
    ).toMatchObject({ code: 'BAD_LOGIN_CODE' });
  });

  it('trades a code shown with its own cookie for a token, once, and clears the cookie', async () => {
    const own = await signedIn(MEMBER_EMAIL);
    const exchanged = await postExchange(app.app, own);
    expect(exchanged.statusCode).toBe(200);
    expect(exchanged.json().data.token).toEqual(expect.any(String));
    expect(bindingCookie(exchanged)).toMatch(
      /^beli_login_binding=; Path=\/api\/auth;.* Max-Age=0$/,
    );
    expect((await postExchange(app.app, own)).statusCode).toBe(401);
  });
});
