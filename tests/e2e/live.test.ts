import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatBeli } from '../../common/beli';
import { topupOrders } from '../../server/db/schema';
import { sepayEvent, sendSepayWebhook } from '../support/sepayWebhook';
import { storedToken } from './support/browser';
import { balanceOf } from './support/server';
import { serverAndBrowserForFile } from './support/suite';

const WEBHOOK_KEY = 'e2e-webhook-key-live-0123456789';
const MEMBER = 'member@beli.local';

const suite = serverAndBrowserForFile({ PAYMENT_WEBHOOK_KEY: WEBHOOK_KEY });

/** The bank reporting a transfer for the order with this memo, as SePay's webhook does. */
async function bankPays(memoCode: string, amount: number) {
  const event = sepayEvent({ transferAmount: amount, accumulated: amount });
  const response = await sendSepayWebhook(suite.server.url, WEBHOOK_KEY, {
    ...event,
    content: `MBVCB.${event.id}.${memoCode}.CT THANH VIEN DEMO`,
    referenceCode: `FT2612100${event.id}`,
  });
  expect(response.status).toBe(200);
}

/** An order of 50.000 đ the page's member makes (the route answers the order itself). */
async function newOrder(page: Page): Promise<{ id: number; memoCode: string }> {
  const response = await fetch(`${suite.server.url}/api/payments/orders`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${await storedToken(page)}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ amountVnd: 50_000 }),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: number; memoCode: string };
}

/** The member's page of a new order, waiting for the transfer. */
async function memberPaying() {
  const page = await suite.signedInPage(MEMBER);
  const order = await newOrder(page);
  await page.goto(`${suite.server.url}/app/payment?order=${order.id}`);
  await page.getByTestId('pay-memo').waitFor();
  return { page, order };
}

/**
 * The page's reads of the member's balance, from now on: the profile and transfer pages read it
 * with the profile. Who is signed in (`/api/users/me`) is read there for the app bar's name, as
 * react-admin asks whenever a part showing it mounts, and is not counted.
 */
function balanceReads(page: Page): string[] {
  const reads: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/profiles/')) reads.push(pathname);
  });
  return reads;
}

/** Marks the document: a reload would lose the mark. */
const markDocument = (page: Page) =>
  page.evaluate(() => document.body.setAttribute('data-not-reloaded', 'yes'));
const stillSameDocument = (page: Page) =>
  page.evaluate(() => document.body.getAttribute('data-not-reloaded'));

describe('what changes shows at once, in Chromium', () => {
  it("shows a member's new balance on their profile and transfer pages from the push alone", async () => {
    const { server } = suite;
    const profile = await suite.signedInPage(MEMBER);
    await profile.goto(`${server.url}/app/profile/me`);
    const transfer = await suite.signedInPage(MEMBER);
    await transfer.goto(`${server.url}/app/profile/me/transfer`);
    const had = formatBeli(await balanceOf(server, MEMBER));
    const profileBalance = () => profile.getByTestId('balance').textContent();
    const transferBalance = transfer.getByText(/^Số dư: /);
    await expect.poll(profileBalance).toBe(had);
    await expect.poll(() => transferBalance.textContent()).toBe(`Số dư: ${had}`);
    await markDocument(profile);

    // Neither page polls, and neither reads the balance again: the pushed event carries it.
    const reads = [balanceReads(profile), balanceReads(transfer)];
    // The profile's recent entries are read again (the event does not carry them): the mark
    // that the event has been taken whole.
    const entriesRead = profile.waitForResponse((r) => r.url().includes('/entries?'));
    const order = await newOrder(profile);
    await bankPays(order.memoCode, 50_000);
    const now = formatBeli(await balanceOf(server, MEMBER));
    expect(now).not.toBe(had);
    await expect.poll(profileBalance).toBe(now);
    await expect.poll(() => transferBalance.textContent()).toBe(`Số dư: ${now}`);
    await entriesRead;
    expect(reads.flat()).toEqual([]);
    expect(await stillSameDocument(profile)).toBe('yes');
  });

  it('shows the paid order, what it credited and the new balance from the push alone', async () => {
    const { server } = suite;
    const { page, order } = await memberPaying();
    // Once paid, the order is not read again: the page takes what the bank's transaction pushed.
    const isPaid = async () => {
      const [row] = await server.db.select().from(topupOrders).where(eq(topupOrders.id, order.id));
      return row!.status === 'paid';
    };
    await page.route(`**/api/payments/orders/${order.id}`, async (route) =>
      (await isPaid()) ? route.abort() : route.continue(),
    );
    await bankPays(order.memoCode, 50_000);
    const paid = page.getByRole('status').filter({ has: page.getByTestId('payment-success') });
    await paid.waitFor();
    expect(await paid.textContent()).toContain(`Đã cộng ${formatBeli(50)} vào ví của bạn.`);
    const balance = formatBeli(await balanceOf(server, MEMBER));
    expect(await page.getByTestId('new-balance').textContent()).toBe(`Số dư mới: ${balance}`);
    // The member's orders below are read again once the paid order is drawn, and show it paid.
    const row = page.getByTestId('my-orders').getByRole('button', { name: order.memoCode });
    await expect.poll(() => row.textContent()).toContain('Đã thanh toán');
  });

  it('turns the order page to paid by the push, and says it polls while the channel is down', async () => {
    const { server } = suite;
    const { page, order } = await memberPaying();
    expect(await page.getByTestId('live-fallback').count()).toBe(0);
    await bankPays(order.memoCode, 50_000);
    await page.getByTestId('payment-success').waitFor();

    // The channel cut: the page says it checks by itself, and still sees the payment.
    const cut = await suite.signedInPage(MEMBER);
    await cut.route('**/api/events', (route) => route.abort());
    const second = await newOrder(cut);
    await cut.goto(`${server.url}/app/payment?order=${second.id}`);
    const notice = cut.getByTestId('live-fallback');
    await notice.waitFor();
    expect(await notice.textContent()).toBe(
      'Mất kết nối cập nhật tức thì: trang tự kiểm tra lại vài giây một lần cho đến khi kết nối lại.',
    );
    await bankPays(second.memoCode, 50_000);
    await cut.getByTestId('payment-success').waitFor({ timeout: 15_000 });
  });
});
