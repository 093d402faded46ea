import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/freePort';
import {
  OIDC_CLIENT_ID,
  OIDC_CLIENT_SECRET,
  startOidcProvider,
  type TestOidcProvider,
} from '../support/oidcProvider';
import { connectBrowser, signInAtProvider, storedToken } from './support/browser';
import { startServer, type RunningServer } from './support/server';

let provider: TestOidcProvider;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  provider = await startOidcProvider(`${publicUrl}/api/auth/google/callback`, {
    claimsInIdToken: true,
  });
  [server, browser] = await Promise.all([
    startServer({
      PORT: String(port),
      PUBLIC_URL: publicUrl,
      OIDC_ISSUER: provider.issuer,
      GOOGLE_CLIENT_ID: OIDC_CLIENT_ID,
      GOOGLE_CLIENT_SECRET: OIDC_CLIENT_SECRET,
      ADMIN_EMAILS: 'sep@congty.vn',
      ALLOWED_EMAIL_DOMAINS: 'congty.vn',
    }),
    connectBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await provider?.close();
});

async function signedIn(accountId: string): Promise<Page> {
  const page = await signInAtProvider(browser, server.url, provider.issuer, accountId);
  await page.waitForURL(`${server.url}/app`);
  await expect.poll(() => page.getByTestId('greeting').count()).toBe(1);
  return page;
}

/** What an admin sets through the API the screens use (the screens are not under test here). */
async function asAdmin(admin: Page, method: string, path: string, body: unknown) {
  const response = await fetch(`${server.url}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${await storedToken(admin)}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBeLessThan(300);
}

// Taking a group back at a later sign-in is tested on the server (signInAccess.test.ts): one
// more sign-in in Chromium costs more than it shows.
describe("the identity provider's groups, in Chromium", () => {
  it("puts an engineer in the group the provider's claim maps to, marked as the provider's", async () => {
    provider.accounts.set('sep', { email: 'sep@congty.vn', email_verified: true, name: 'Sếp' });
    provider.accounts.set('ks', {
      email: 'ky.su@congty.vn',
      email_verified: true,
      name: 'Kỹ Sư',
      groups: ['eng'],
    });
    const admin = await signedIn('sep');
    await asAdmin(admin, 'POST', '/permissions/group', { name: 'Kỹ sư' });
    await asAdmin(admin, 'POST', '/config/private/OIDC_GROUP_MAPPINGS', {
      value: { eng: 'Kỹ sư' },
    });

    await signedIn('ks');
    await admin.goto(`${server.url}/app/admin/user`);
    const engineerRow = admin.getByRole('row').filter({ hasText: 'ky.su@congty.vn' });
    await expect.poll(() => engineerRow.textContent()).toContain('Kỹ sư · từ nhà cung cấp');
    await expect.poll(() => engineerRow.textContent()).toContain('Thành viên');
  });
});
