import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bankEvents, topupOrders } from '../../../server/db/schema';
import { receiveBankEvent } from '../../../server/modules/payments/receive';
import { testDatabaseKind } from '../../support/testDatabase';
import {
  balanceOf,
  createOrder,
  orderTransactions as transactionsOf,
  paymentAppForFile,
  postWebhook,
  setConfig as setConfigOf,
} from './support';
import { DEMO_ACCOUNT, sepayEvent } from '../../support/sepayWebhook';

const t = paymentAppForFile();
const { admin, member } = t;

const balance = () => balanceOf(t, member);

const readOrder = async (id: number) =>
  (await t.db.select().from(topupOrders).where(eq(topupOrders.id, id)))[0]!;

const orderTransactions = (orderId: number) => transactionsOf(t, orderId);

async function setConfig(key: string, value: unknown) {
  const response = await setConfigOf(t, admin, key, value);
  expect(response.statusCode, response.body).toBe(200);
}

const HOUR = 3_600_000;
const promotionOver = () => setConfig('PROMOTION_TIME_EXPIRED', Date.now() - HOUR);
/** Runs for the next hour at ×1.2, whatever an earlier test left. */
async function promotionRunning() {
  await setConfig('PROMOTION_TIME_EXPIRED', Date.now() + HOUR);
  await setConfig('PROMOTION_MULTI', 1.2);
}

describe('a bank notification paying an order', () => {
  it('credits the BELI the amount buys from TREASURY and marks the order paid', async () => {
    await promotionOver();
    const order = await createOrder(t, member, 100_000);
    const before = await balance();
    const response = await postWebhook(
      t,
      sepayEvent({ content: `MBVCB.123.${order.memoCode.toLowerCase()}.CT NGUYEN VAN A` }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      data: { status: 'credited', reason: null, orderId: order.id },
    });
    expect(await balance()).toBe(before + 100);
    expect(await readOrder(order.id)).toMatchObject({
      status: 'paid',
      paidVnd: 100_000,
      creditBeli: 100,
      bonusBeli: 0,
      late: false,
      settledBy: 'webhook',
    });
    const moved = await orderTransactions(order.id);
    expect(moved.map((m) => [m.type, m.amount])).toEqual([['topup', 100]]);
  });

  it('credits a transfer into the configured account reported only as the virtual account', async () => {
    await promotionOver();
    const order = await createOrder(t, member, 50_000);
    const before = await balance();
    const response = await postWebhook(
      t,
      sepayEvent({
        gateway: 'BIDV',
        accountNumber: '8800112233',
        subAccount: DEMO_ACCOUNT,
        content: order.memoCode,
        transferAmount: 50_000,
      }),
    );
    expect(response.json().data).toMatchObject({ status: 'credited', orderId: order.id });
    expect(await balance()).toBe(before + 50);
  });

  it('converts the amount received, rounded down, whatever the order said', async () => {
    await promotionOver();
    const order = await createOrder(t, member, 100_000);
    const before = await balance();
    await postWebhook(t, sepayEvent({ content: order.memoCode, transferAmount: 99_999 }));
    expect(await balance()).toBe(before + 99);
    expect(await readOrder(order.id)).toMatchObject({ paidVnd: 99_999, creditBeli: 99 });
  });

  it('adds the promotion bonus floor(credit × (multi − 1)) from PROMOTION while it runs', async () => {
    await promotionRunning();
    for (const [vnd, credit, bonus] of [
      [100_000, 100, 20], // 1.2 − 1 is 0.1999… in floating point: still 20
      [98_000, 98, 19],
      [10_000, 10, 2],
    ] as const) {
      const order = await createOrder(t, member, vnd);
      const before = await balance();
      await postWebhook(t, sepayEvent({ content: order.memoCode, transferAmount: vnd }));
      expect(await balance()).toBe(before + credit + bonus);
      const moved = await orderTransactions(order.id);
      expect(moved.map((m) => [m.type, m.amount]).sort()).toEqual([
        ['promotion_bonus', bonus],
        ['topup', credit],
      ]);
    }
  });

  it('reads the rate from TOPUP_VND_PER_BELI in the configuration', async () => {
    await promotionOver();
    await setConfig('TOPUP_VND_PER_BELI', 400);
    const order = await createOrder(t, member, 100_000);
    const before = await balance();
    await postWebhook(t, sepayEvent({ content: order.memoCode, transferAmount: 100_000 }));
    await setConfig('TOPUP_VND_PER_BELI', 1000);
    expect(await balance()).toBe(before + 250);
    expect(await readOrder(order.id)).toMatchObject({ creditBeli: 250 });
  });

  it('gives the bonus 1 ms before PROMOTION_TIME_EXPIRED and not 1 ms after', async () => {
    const endsAt = Date.now() + HOUR;
    await setConfig('PROMOTION_TIME_EXPIRED', endsAt);
    await setConfig('PROMOTION_MULTI', 1.5);
    const before = await createOrder(t, member, 100_000);
    const after = await createOrder(t, member, 100_000);
    await receiveBankEvent(t.db, sepayEvent({ content: before.memoCode }), new Date(endsAt - 1));
    await receiveBankEvent(t.db, sepayEvent({ content: after.memoCode }), new Date(endsAt + 1));
    expect(await readOrder(before.id)).toMatchObject({ creditBeli: 100, bonusBeli: 50 });
    expect(await readOrder(after.id)).toMatchObject({ creditBeli: 100, bonusBeli: 0 });
  });

  it('credits a payment for an expired order all the same, and marks it late', async () => {
    await promotionOver();
    const order = await createOrder(t, member, 50_000);
    await t.db
      .update(topupOrders)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(topupOrders.id, order.id));
    const before = await balance();
    const response = await postWebhook(
      t,
      sepayEvent({ content: order.memoCode, transferAmount: 50_000 }),
    );
    expect(response.json().data.status).toBe('credited');
    expect(await balance()).toBe(before + 50);
    expect(await readOrder(order.id)).toMatchObject({ status: 'paid', late: true });
  });

  it('keeps a second transfer for an order already paid for an admin, without crediting', async () => {
    await promotionOver();
    const order = await createOrder(t, member, 20_000);
    await postWebhook(t, sepayEvent({ content: order.memoCode, transferAmount: 20_000 }));
    const before = await balance();
    const second = await postWebhook(
      t,
      sepayEvent({ content: order.memoCode, transferAmount: 20_000 }),
    );
    expect(second.json().data).toMatchObject({ status: 'waiting', reason: 'order_already_paid' });
    expect(await balance()).toBe(before);
  });
});

describe('a notification delivered more than once', () => {
  it('credits once when replayed, answering the same each time', async () => {
    await promotionRunning();
    const order = await createOrder(t, member, 100_000);
    const body = sepayEvent({ content: order.memoCode });
    const before = await balance();
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push((await postWebhook(t, body)).json());
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0].data.status).toBe('credited');
    expect(await balance()).toBe(before + 100 + 20);
    const [event] = await t.db
      .select()
      .from(bankEvents)
      .where(eq(bankEvents.providerId, String(body.id)));
    expect(event!.deliveries).toBe(3);
    expect(await orderTransactions(order.id)).toHaveLength(2);
  });

  it('credits once when delivered concurrently (sequentially on PGlite, one connection)', async () => {
    await promotionRunning();
    const order = await createOrder(t, member, 200_000);
    const body = sepayEvent({ content: order.memoCode, transferAmount: 200_000 });
    // Another notification naming the same order, racing the first.
    const other = sepayEvent({ content: order.memoCode, transferAmount: 200_000 });
    const before = await balance();
    const deliveries = [...Array.from({ length: 8 }, () => body), other];
    const responses =
      testDatabaseKind() === 'postgres'
        ? await Promise.all(deliveries.map((d) => postWebhook(t, d)))
        : await deliveries.reduce<Promise<Awaited<ReturnType<typeof postWebhook>>[]>>(
            async (done, d) => [...(await done), await postWebhook(t, d)],
            Promise.resolve([]),
          );
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    expect(await balance()).toBe(before + 200 + 40);
    expect(await orderTransactions(order.id)).toHaveLength(2);
    const events = await t.db
      .select()
      .from(bankEvents)
      .where(and(eq(bankEvents.orderId, order.id)));
    expect(events.map((e) => e.status).sort()).toEqual(['credited', 'waiting']);
  });
});
