import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bankEvents, topupOrders } from '../../../server/db/schema';
import { createTestApp } from '../../support/testApp';
import { createOrder, paymentAppForFile, postWebhook, WEBHOOK_KEY } from './support';
import { sepayEvent } from '../../support/sepayWebhook';

const t = paymentAppForFile();
const { member } = t;

const eventCount = async () => (await t.db.select({ n: count() }).from(bankEvents))[0]!.n;
const storedEvent = async (id: number) =>
  (await t.db.select().from(bankEvents).where(eq(bankEvents.id, id)))[0]!;
const orderStatus = async (id: number) =>
  (await t.db.select().from(topupOrders).where(eq(topupOrders.id, id)))[0]!.status;

describe('the bank webhook’s key', () => {
  it('refuses a missing, wrong or bearer-style key with 401 and stores nothing', async () => {
    const before = await eventCount();
    for (const key of [null, 'wrong-key-wrong-key-wrong', `${WEBHOOK_KEY}x`, '']) {
      const response = await postWebhook(t, sepayEvent(), key);
      expect(response.statusCode, String(key)).toBe(401);
    }
    const bearerStyle = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { authorization: `Bearer ${WEBHOOK_KEY}` },
      payload: sepayEvent(),
    });
    expect(bearerStyle.statusCode).toBe(401);
    expect(await eventCount()).toBe(before);
  });

  it('is off, refusing every call, when PAYMENT_WEBHOOK_KEY is not set', async () => {
    const off = await createTestApp();
    try {
      const response = await postWebhook(off, sepayEvent());
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('BAD_WEBHOOK_KEY');
    } finally {
      await off.close();
    }
  });
});

describe('events that wait for an admin, kept and not credited', () => {
  it('keeps a transfer naming no order, exactly as it came', async () => {
    const body = sepayEvent({ content: 'NGUYEN VAN A chuyen tien' });
    const response = await postWebhook(t, body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      data: { status: 'waiting', reason: 'unmatched', orderId: null },
    });
    const stored = await storedEvent(response.json().data.eventId);
    expect(stored.raw).toEqual(body);
    expect(stored).toMatchObject({ providerId: String(body.id), amountVnd: 100_000 });
  });

  it('keeps a transfer to another account, leaving the order unpaid', async () => {
    const order = await createOrder(t, member, 100_000);
    const response = await postWebhook(
      t,
      sepayEvent({ accountNumber: '9999999999', content: `${order.memoCode} nap` }),
    );
    expect(response.json().data).toMatchObject({
      status: 'waiting',
      reason: 'wrong_account',
      orderId: order.id,
    });
    expect(await orderStatus(order.id)).toBe('pending');
  });

  it('keeps an outgoing transfer, even one naming an order', async () => {
    const order = await createOrder(t, member, 100_000);
    const response = await postWebhook(
      t,
      sepayEvent({ transferType: 'out', content: order.memoCode }),
    );
    expect(response.json().data).toMatchObject({ status: 'waiting', reason: 'outgoing' });
    expect(await orderStatus(order.id)).toBe('pending');
  });

  it('keeps amounts outside the top-up bounds for an admin', async () => {
    for (const transferAmount of [9_999, 50_000_001]) {
      const order = await createOrder(t, member, 100_000);
      const response = await postWebhook(
        t,
        sepayEvent({ transferAmount, content: order.memoCode }),
      );
      expect(response.json().data).toMatchObject({
        status: 'waiting',
        reason: 'amount_out_of_bounds',
      });
      expect(await orderStatus(order.id)).toBe('pending');
    }
  });

  it('keeps a transfer for a cancelled order', async () => {
    const order = await createOrder(t, member, 100_000);
    await t.db.update(topupOrders).set({ status: 'cancelled' }).where(eq(topupOrders.id, order.id));
    const response = await postWebhook(t, sepayEvent({ content: order.memoCode }));
    expect(response.json().data).toMatchObject({ status: 'waiting', reason: 'order_cancelled' });
  });

  it('stores an unreadable notification before refusing it with 400', async () => {
    const before = await eventCount();
    const response = await postWebhook(t, { id: 'x-1', transferAmount: 'lots' });
    expect(response.statusCode).toBe(400);
    expect(await eventCount()).toBe(before + 1);
    const [stored] = await t.db.select().from(bankEvents).where(eq(bankEvents.providerId, 'x-1'));
    expect(stored).toMatchObject({ status: 'invalid', raw: { id: 'x-1', transferAmount: 'lots' } });
  });
});
