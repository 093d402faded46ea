import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatBeli } from '../../common/beli';
import { users, wallets } from '../../server/db/schema';
import { freePort } from '../support/freePort';
import {
  OIDC_CLIENT_ID,
  OIDC_CLIENT_SECRET,
  startOidcProvider,
  type TestOidcProvider,
} from '../support/oidcProvider';
import { connectBrowser, signInAtProvider, storedToken } from './support/browser';
import {
  balanceOf,
  restartServer,
  startServer,
  userIdOf,
  type RunningServer,
} from './support/server';

let issuerA: TestOidcProvider;
let issuerB: TestOidcProvider;
let server: RunningServer;
let browser: Browser;
const ADMIN_EMAILS = 'sep@congty.vn,giam.doc@congty.vn';
/** The issuer the server signs people in through now. */
let current: TestOidcProvider;
const settings = (issuer: TestOidcProvider, previous: string) => ({
  OIDC_ISSUER: issuer.issuer,
  OIDC_PREVIOUS_ISSUERS: previous,
  GOOGLE_CLIENT_ID: OIDC_CLIENT_ID,
  GOOGLE_CLIENT_SECRET: OIDC_CLIENT_SECRET,
  ADMIN_EMAILS,
});

beforeAll(async () => {
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  const redirectUri = `${publicUrl}/api/auth/google/callback`;
  [issuerA, issuerB, browser] = await Promise.all([
    startOidcProvider(redirectUri),
    startOidcProvider(redirectUri),
    connectBrowser(),
  ]);
  current = issuerA;
  server = await startServer({
    ...settings(issuerA, ''),
    PORT: String(port),
    PUBLIC_URL: publicUrl,
  });
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await issuerA?.close();
  await issuerB?.close();
});

/** Signs in at `issuer` and waits for the home page. */
async function signedIn(issuer: TestOidcProvider, accountId: string): Promise<Page> {
  const page = await signInAtProvider(browser, server.url, issuer.issuer, accountId);
  await page.waitForURL(`${server.url}/app`);
  return page;
}

/** The admin credits a user's wallet over the API, as the wallet page does. */
async function credit(adminPage: Page, email: string, amount: number) {
  const [wallet] = await server.db
    .select({ id: wallets.id })
    .from(wallets)
    .innerJoin(users, eq(users.id, wallets.userId))
    .where(eq(users.email, email));
  const response = await fetch(`${server.url}/api/wallets/${wallet!.id}/adjust`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${await storedToken(adminPage)}`,
      'content-type': 'application/json',
      'idempotency-key': randomUUID(),
    },
    body: JSON.stringify({ direction: 'credit', amount, reason: 'Số dư trước khi đổi' }),
  });
  expect(response.status).toBe(201);
}

async function profileShows(page: Page, balance: number) {
  await page.goto(`${server.url}/app/profile/me`);
  await page.locator('main').getByText(formatBeli(balance)).first().waitFor();
}

describe('an OIDC_ISSUER change, in Chromium', () => {
  // Two providers, a restart and three browser journeys: minutes on a busy machine.
  it('moves accounts to the new issuer, and an admin links the identity of one whose e-mail changed', async () => {
    issuerA.accounts.set('a-sep', { email: 'sep@congty.vn', email_verified: true, name: 'Sếp' });
    issuerA.accounts.set('a-nv', {
      email: 'nv@congty.vn',
      email_verified: true,
      name: 'Nguyễn Văn A',
    });
    issuerA.accounts.set('a-cu', { email: 'cu@congty.vn', email_verified: true, name: 'Trần Cũ' });
    const adminBefore = await signedIn(issuerA, 'a-sep');
    await signedIn(issuerA, 'a-nv');
    await signedIn(issuerA, 'a-cu');
    const [memberId, renamedId] = [
      await userIdOf(server, 'nv@congty.vn'),
      await userIdOf(server, 'cu@congty.vn'),
    ];
    await credit(adminBefore, 'nv@congty.vn', 150);
    await credit(adminBefore, 'cu@congty.vn', 40);

    server = await restartServer(server, {
      ...settings(issuerB, issuerA.issuer),
      PUBLIC_URL: server.url,
    });
    current = issuerB;
    issuerB.accounts.set('b-sep', { email: 'sep@congty.vn', email_verified: true, name: 'Sếp' });
    issuerB.accounts.set('b-nv', {
      email: 'nv@congty.vn',
      email_verified: true,
      name: 'Nguyễn Văn A',
    });
    issuerB.accounts.set('b-moi', {
      email: 'moi@congty.vn',
      email_verified: true,
      name: 'Trần Mới',
    });

    const member = await signedIn(issuerB, 'b-nv');
    await member.getByTestId('greeting').getByText('Xin chào, Nguyễn Văn A').waitFor();
    expect(await userIdOf(server, 'nv@congty.vn')).toBe(memberId);
    await profileShows(member, 150);
    expect(await member.getByRole('heading', { name: 'Danh tính đăng nhập' }).count()).toBe(0);

    const admin = await signedIn(issuerB, 'b-sep');
    await admin.goto(`${server.url}/app/profile/${renamedId}`);
    const section = admin.locator('.MuiCard-root', {
      has: admin.getByRole('heading', { name: 'Danh tính đăng nhập' }),
    });
    const rows = section.locator('tbody tr');
    const oldRow = rows.filter({ hasText: issuerA.issuer });
    await oldRow.waitFor();
    expect(await rows.count()).toBe(1);
    await section.getByLabel('Nhà cung cấp (issuer)').fill(issuerB.issuer);
    await section.getByLabel('Mã danh tính (subject)').fill('b-moi');
    await section.getByRole('button', { name: 'Liên kết danh tính' }).click();
    await admin.getByText('Đã liên kết danh tính đăng nhập').first().waitFor();
    await rows.filter({ hasText: 'b-moi' }).waitFor();
    expect(await rows.count()).toBe(2);

    const renamed = await signedIn(issuerB, 'b-moi');
    expect(await userIdOf(server, 'moi@congty.vn')).toBe(renamedId);
    await profileShows(renamed, 40);
    expect(await balanceOf(server, 'moi@congty.vn')).toBe(40);

    await oldRow.getByRole('button', { name: 'Gỡ liên kết' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Gỡ liên kết' }).click();
    await oldRow.waitFor({ state: 'detached' });
    const left = rows.filter({ hasText: 'b-moi' });
    await left.waitFor();
    expect(await rows.count()).toBe(1);
    expect(await left.getByRole('button', { name: 'Gỡ liên kết' }).isDisabled()).toBe(true);
  }, 240_000);

  it('gives no account, let alone admin, to an ADMIN_EMAILS address the provider does not verify', async () => {
    current.accounts.set('gia-danh', { email: 'giam.doc@congty.vn', name: 'Giả danh' });
    const page = await signInAtProvider(browser, server.url, current.issuer, 'gia-danh');
    await page.waitForURL(`${server.url}/api/auth/google/callback**`);
    await page.getByText('Nhà cung cấp đăng nhập chưa xác minh e-mail của tài khoản này').waitFor();
    expect(await storedToken(page)).toBeNull();
    const [user] = await server.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'giam.doc@congty.vn'));
    expect(user).toBeUndefined();
  });
});
