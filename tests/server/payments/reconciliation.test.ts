import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../../server/db/rows';
import { bankEvents, topupOrders, transactions } from '../../../server/db/schema';
import { reconcileRecentHours } from '../../../server/modules/payments/reconcileJob';
import { sepayTime } from '../../../server/modules/payments/sepayApi';
import { ADMIN_EMAIL, MEMBER_EMAIL, testAppForFile } from '../../support/testApp';
import { randomUUID } from 'node:crypto';
import { fakeSepayForFile, fakeTransaction, PORTAL_ACCOUNT_ID, SEPAY_TOKEN } from './fakeSepay';
import { balanceOf, createOrder, postWebhook, setConfig, WEBHOOK_KEY } from './support';
import { sepayEvent } from '../../support/sepayWebhook';

const sepay = fakeSepayForFile();
const t = testAppForFile({
  env: () => ({
    PAYMENT_WEBHOOK_KEY: WEBHOOK_KEY,
    SEPAY_API_URL: sepay.url,
    SEPAY_API_TOKEN: SEPAY_TOKEN,
  }),
  signIn: { admin: ADMIN_EMAIL, member: MEMBER_EMAIL },
});
const api = () => ({ url: sepay.url, token: SEPAY_TOKEN });

let nextId = 700_000;

/**
 * A payment of an order into the portal's account, in the bank's list (API v2: a UUID) and as
 * its webhook (a number): the same transfer by its date, amount and reference.
 */
async function bankPayment(minutesAgo: number) {
  const order = await createOrder(t, t.member, 20_000);
  const webhookId = nextId++;
  const id = randomUUID();
  const at = sepayTime(new Date(Date.now() - minutesAgo * 60_000));
  const content = `CT ${order.memoCode} nap tien`;
  const reference = `FT${webhookId}`;
  sepay.transactions.push(
    fakeTransaction({
      id,
      transaction_date: at,
      transaction_content: content,
      reference_number: reference,
    }),
  );
  const webhook = sepayEvent({
    id: webhookId,
    content,
    transferAmount: 20_000,
    transactionDate: at,
    referenceCode: reference,
  });
  return { order, id, webhook };
}

const balance = () => balanceOf(t, t.member);
const counted = async () => ({
  events: (await t.db.select({ n: count() }).from(bankEvents))[0]!.n,
  transactions: (await t.db.select({ n: count() }).from(transactions))[0]!.n,
});
const compare = () =>
  t.app.inject({ url: '/api/payments/reconciliation', headers: t.admin }).then((r) => r.json());

describe('bank reconciliation against SePay', () => {
  it('20 payments, 19 webhooks delivered: the job credits the 20th exactly once; run twice changes nothing', async () => {
    expect(
      (await setConfig(t, t.admin, 'PROMOTION_TIME_EXPIRED', Date.now() - 60_000)).statusCode,
    ).toBe(200);
    const before = await balance();
    const payments = [];
    for (let i = 0; i < 20; i++) payments.push(await bankPayment(60 - i));
    for (const { webhook } of payments.slice(0, 19)) {
      expect((await postWebhook(t, webhook)).json().data.status).toBe('credited');
    }
    expect(await balance()).toBe(before + 19 * 20);
    const missed = payments[19]!;
    expect(
      (await compare()).data.missingInPortal.map((l: { providerId: string }) => l.providerId),
    ).toEqual([missed.id]);

    const first = await reconcileRecentHours(t.db, api(), 24, t.app.log);
    expect(first.map((e) => [e.providerId, e.status, e.orderId])).toEqual([
      [missed.id, 'credited', missed.order.id],
    ]);
    expect(await balance()).toBe(before + 20 * 20);
    const [order] = await t.db
      .select()
      .from(topupOrders)
      .where(eq(topupOrders.id, missed.order.id));
    expect(order).toMatchObject({ status: 'paid', paidVnd: 20_000, creditBeli: 20 });
    expect(sepay.asked.at(-1)?.get('transaction_date_from')).toMatch(
      /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/,
    );
    expect(sepay.asked.at(-1)?.get('bank_account_id')).toBe(PORTAL_ACCOUNT_ID);

    const settled = await counted();
    expect(await reconcileRecentHours(t.db, api(), 24, t.app.log)).toEqual([]);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/payments/reconciliation',
      headers: t.admin,
      payload: {},
    });
    expect(again.json()).toEqual({
      data: {
        bankCount: 20,
        complete: true,
        pagesRead: 1,
        nextPage: null,
        stoppedBy: null,
        ingested: 0,
        credited: 0,
      },
    });
    expect(await counted()).toEqual(settled);
    expect(await balance()).toBe(before + 20 * 20);
    const [event] = await t.db
      .select()
      .from(bankEvents)
      .where(eq(bankEvents.providerId, missed.id));
    expect(event!.deliveries).toBe(1);
    expect((await compare()).data.missingInPortal).toEqual([]);
  });

  it('takes a late webhook of a transfer the reconciliation already took in as that transfer, leaving nothing for an admin to credit again', async () => {
    const listed = sepay.transactions.length;
    try {
      const before = await balance();
      const late = await bankPayment(5);
      const [taken] = await reconcileRecentHours(t.db, api(), 1, t.app.log);
      expect([taken!.providerId, taken!.status]).toEqual([late.id, 'credited']);
      expect(await balance()).toBe(before + 20);

      const answer = await postWebhook(t, late.webhook);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json().data).toMatchObject({ status: 'invalid', reason: 'duplicate_transfer' });
      const waiting = await t.app.inject({
        url: '/api/payments/events',
        query: { filter: JSON.stringify({ status: 'waiting' }) },
        headers: t.admin,
      });
      expect(waiting.json().map((e: { providerId: string }) => e.providerId)).not.toContain(
        String(late.webhook.id),
      );
      expect(await balance()).toBe(before + 20);
    } finally {
      // The other tests count the bank's list: this transfer leaves it.
      sepay.transactions.splice(listed);
    }
  });

  it('lists what the portal received that the bank does not show', async () => {
    const stranger = sepayEvent({
      id: 799_999,
      content: 'khong co trong ngan hang',
      transactionDate: sepayTime(new Date(Date.now() - 5 * 60_000)),
    });
    await postWebhook(t, stranger);
    const { data } = await compare();
    expect(data.missingInBank).toContainEqual(
      expect.objectContaining({ kind: 'event', providerId: '799999', amountVnd: 100_000 }),
    );
    expect(data.missingInPortal).toEqual([]);
  });

  it('says the bank feed is configured', async () => {
    const answer = await t.app.inject({
      url: '/api/payments/reconciliation/status',
      headers: t.admin,
    });
    expect(answer.json()).toEqual({ data: { configured: true } });
  });

  it('runs every quarter hour on a pg-boss schedule', async () => {
    const rows = rowsOf<{ name: string; cron: string }>(
      await t.db.execute(sql`select name, cron from pgboss.schedule`),
    );
    // Beside it, the tasks' hold expiry has a schedule of its own.
    expect(rows).toContainEqual({ name: 'bank-reconcile', cron: '*/15 * * * *' });
  });

  it('refuses a window that ends before it begins or spans more than 31 days, in Vietnamese', async () => {
    const ask = (query: string) =>
      t.app.inject({ url: `/api/payments/reconciliation?${query}`, headers: t.admin });
    const backwards = await ask('from=2026-05-02T00:00:00Z&to=2026-05-01T00:00:00Z');
    expect(backwards.statusCode).toBe(400);
    expect(JSON.stringify(backwards.json())).toContain(
      'Thời điểm bắt đầu phải trước thời điểm kết thúc',
    );
    const long = await ask('from=2026-01-01T00:00:00Z&to=2026-03-01T00:00:00Z');
    expect(long.statusCode).toBe(400);
    expect(JSON.stringify(long.json())).toContain('Khoảng thời gian tối đa 31 ngày');
    expect((await ask('from=hôm-qua')).statusCode).toBe(400);
  });
});
