import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/freePort';
import {
  OIDC_CLIENT_ID,
  OIDC_CLIENT_SECRET,
  startOidcProvider,
  type TestOidcProvider,
} from '../support/oidcProvider';
import { connectBrowser, signInAtProvider as signInThrough, storedToken } from './support/browser';
import { startServer, type RunningServer } from './support/server';

let provider: TestOidcProvider;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  provider = await startOidcProvider(`${publicUrl}/api/auth/google/callback`);
  [server, browser] = await Promise.all([
    startServer({
      PORT: String(port),
      PUBLIC_URL: publicUrl,
      OIDC_ISSUER: provider.issuer,
      GOOGLE_CLIENT_ID: OIDC_CLIENT_ID,
      GOOGLE_CLIENT_SECRET: OIDC_CLIENT_SECRET,
    }),
    connectBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await provider?.close();
});

const signInAtProvider = (accountId: string) =>
  signInThrough(browser, server.url, provider.issuer, accountId);

describe('signing in through a strict OpenID Provider, in Chromium', () => {
  it('comes back signed in, greeted by the name the provider asserts', async () => {
    provider.accounts.set('nv-1', {
      email: 'nguyen.van.a@congty.vn',
      email_verified: true,
      name: 'Nguyễn Văn A',
    });
    const page = await signInAtProvider('nv-1');
    await page.waitForURL(`${server.url}/app`);
    await expect
      .poll(() => page.getByTestId('greeting').textContent())
      .toBe('Xin chào, Nguyễn Văn A');
    expect(await storedToken(page)).toBeTruthy();
  });

  it('shows a Vietnamese refusal when the provider does not assert the e-mail as verified', async () => {
    provider.accounts.set('nv-2', { email: 'chua.xac.minh@congty.vn', name: 'Chưa xác minh' });
    const page = await signInAtProvider('nv-2');
    await page.waitForURL(`${server.url}/api/auth/google/callback**`);
    await expect
      .poll(() => page.locator('body').textContent())
      .toContain('Nhà cung cấp đăng nhập chưa xác minh e-mail của tài khoản này');
    expect(await storedToken(page)).toBeNull();
  });
});
