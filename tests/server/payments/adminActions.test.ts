import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { topupOrders } from '../../../server/db/schema';
import { MEMBER_EMAIL } from '../../support/testApp';
import {
  balanceOf,
  createOrder,
  orderTransactions as transactionsOf,
  paymentAppForFile,
  postWebhook,
  setConfig,
} from './support';
import { sepayEvent } from '../../support/sepayWebhook';

const t = paymentAppForFile();
const { admin, member } = t;

beforeAll(async () => {
  const promotionOver = await setConfig(t, admin, 'PROMOTION_TIME_EXPIRED', Date.now() - 1000);
  if (promotionOver.statusCode !== 200) throw new Error(promotionOver.body);
});

const balance = () => balanceOf(t, member);

const post = (url: string, payload: object = {}, headers = admin) =>
  t.app.inject({ method: 'POST', url, headers, payload });

const orderTransactions = (orderId: number) => transactionsOf(t, orderId);

describe('confirming an order by hand', () => {
  it('credits exactly as the webhook would, once however often it is confirmed', async () => {
    const order = await createOrder(t, member, 100_000);
    const before = await balance();
    const first = await post(`/api/payments/orders/${order.id}/confirm`);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({
      status: 'paid',
      creditBeli: 100,
      paidVnd: 100_000,
      settledBy: 'confirmed',
    });
    const again = await post(`/api/payments/orders/${order.id}/confirm`, { amountVnd: 500_000 });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.creditBeli).toBe(100);
    expect(await balance()).toBe(before + 100);

    const late = await postWebhook(t, sepayEvent({ content: order.memoCode }));
    expect(late.json().data).toMatchObject({ status: 'waiting', reason: 'order_already_paid' });
    expect(await balance()).toBe(before + 100);
    expect(await orderTransactions(order.id)).toHaveLength(1);
  });

  it('credits the amount the admin says arrived', async () => {
    const order = await createOrder(t, member, 100_000);
    const before = await balance();
    const response = await post(`/api/payments/orders/${order.id}/confirm`, { amountVnd: 55_500 });
    expect(response.json().data).toMatchObject({ paidVnd: 55_500, creditBeli: 55 });
    expect(await balance()).toBe(before + 55);
  });

  it('is for payment.all only', async () => {
    const order = await createOrder(t, member, 100_000);
    const response = await post(`/api/payments/orders/${order.id}/confirm`, {}, member);
    expect(response.statusCode).toBe(403);
    const events = await t.app.inject({ url: '/api/payments/events', headers: member });
    expect(events.statusCode).toBe(403);
  });
});

describe('cancelling an order', () => {
  it('cancels an unpaid order, which then neither confirms nor credits from the webhook', async () => {
    const order = await createOrder(t, member, 100_000);
    const before = await balance();
    const cancelled = await post(`/api/payments/orders/${order.id}/cancel`);
    expect(cancelled.json().data.status).toBe('cancelled');
    const confirm = await post(`/api/payments/orders/${order.id}/confirm`);
    expect(confirm.statusCode).toBe(409);
    const event = await postWebhook(t, sepayEvent({ content: order.memoCode }));
    expect(event.json().data.reason).toBe('order_cancelled');
    expect(await balance()).toBe(before);
  });

  it('refuses to cancel a paid order', async () => {
    const order = await createOrder(t, member, 100_000);
    await post(`/api/payments/orders/${order.id}/confirm`);
    const response = await post(`/api/payments/orders/${order.id}/cancel`);
    expect(response.statusCode).toBe(409);
    const [row] = await t.db.select().from(topupOrders).where(eq(topupOrders.id, order.id));
    expect(row!.status).toBe('paid');
  });
});

describe('assigning a waiting bank event to a user', () => {
  it('credits the user through a paid order of theirs, once', async () => {
    const waiting = await postWebhook(
      t,
      sepayEvent({ content: 'chuyen khoan', transferAmount: 30_000 }),
    );
    const eventId = waiting.json().data.eventId;
    const before = await balance();
    const assigned = await post(`/api/payments/events/${eventId}/assign`, { email: MEMBER_EMAIL });
    expect(assigned.statusCode).toBe(200);
    const { event, order } = assigned.json().data;
    expect(event).toMatchObject({ status: 'credited', orderId: order.id });
    expect(order).toMatchObject({
      status: 'paid',
      creditBeli: 30,
      settledBy: 'assigned',
      late: false,
      user: { email: MEMBER_EMAIL },
    });
    expect(await balance()).toBe(before + 30);

    const again = await post(`/api/payments/events/${eventId}/assign`, { email: MEMBER_EMAIL });
    expect(again.statusCode).toBe(409);
    expect(await balance()).toBe(before + 30);
  });

  it('refuses an outgoing transfer, an unknown user and a bad body, crediting nothing', async () => {
    const before = await balance();
    const out = await postWebhook(t, sepayEvent({ transferType: 'out' }));
    const outId = out.json().data.eventId;
    expect(
      (await post(`/api/payments/events/${outId}/assign`, { email: MEMBER_EMAIL })).statusCode,
    ).toBe(422);

    const waiting = await postWebhook(t, sepayEvent({ content: 'khong ro' }));
    const id = waiting.json().data.eventId;
    expect(
      (await post(`/api/payments/events/${id}/assign`, { email: 'ai@khong.co' })).statusCode,
    ).toBe(404);
    expect((await post(`/api/payments/events/${id}/assign`, { userId: 'x' })).statusCode).toBe(400);
    expect((await post(`/api/payments/events/${id}/assign`, {})).statusCode).toBe(400);
    expect(await balance()).toBe(before);
  });

  it('lists events with filters for payment.all', async () => {
    const outgoing = await postWebhook(t, sepayEvent({ transferType: 'out' }));
    expect(outgoing.json().data).toMatchObject({ status: 'waiting', reason: 'outgoing' });
    const response = await t.app.inject({
      url: '/api/payments/events',
      headers: admin,
      query: {
        filter: JSON.stringify({ status: 'waiting', transferType: 'out' }),
        range: '[0,99]',
      },
    });
    expect(response.statusCode).toBe(200);
    const rows = response.json();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((e: { reason: string }) => e.reason === 'outgoing')).toBe(true);
    expect(response.headers['content-range']).toMatch(/^payments\/events 0-/);
  });
});
