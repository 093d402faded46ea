import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bankEvents } from '../../../server/db/schema';
import { balanceOf, createOrder, paymentAppForFile, postSignedWebhook } from './support';
import { sepayEvent } from '../../support/sepayWebhook';

const t = paymentAppForFile();
const { member } = t;

const storedEvents = async (bankId: number) =>
  t.db
    .select()
    .from(bankEvents)
    .where(eq(bankEvents.providerId, String(bankId)));

/** A transfer paying a new order of the member's. */
async function paymentEvent() {
  const order = await createOrder(t, member, 50_000);
  return sepayEvent({ content: `CT ${order.memoCode}`, transferAmount: 50_000 });
}

describe("the webhook with SePay's HMAC-SHA256 signature", () => {
  it('credits a delivery signed with the secret, within the time window', async () => {
    const event = await paymentEvent();
    const before = await balanceOf(t, member);
    const response = await postSignedWebhook(t, event);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.status).toBe('credited');
    expect(await balanceOf(t, member)).toBe(before + 50);
  });

  it('refuses a delivery signed with another secret, storing and crediting nothing', async () => {
    const event = await paymentEvent();
    const before = await balanceOf(t, member);
    const response = await postSignedWebhook(t, event, { secret: 'someone-elses-secret-123' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      code: 'BAD_WEBHOOK_SIGNATURE',
      message: 'Chữ ký HMAC của webhook không đúng',
    });
    expect(await storedEvents(event.id as number)).toEqual([]);
    expect(await balanceOf(t, member)).toBe(before);
  });

  it('refuses a body changed after signing (a larger amount)', async () => {
    const event = await paymentEvent();
    const before = await balanceOf(t, member);
    const response = await postSignedWebhook(
      t,
      { ...event, transferAmount: 5_000_000 },
      { signedBody: JSON.stringify(event) },
    );
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('BAD_WEBHOOK_SIGNATURE');
    expect(await balanceOf(t, member)).toBe(before);
  });

  it('refuses a correctly signed delivery whose timestamp is outside the window', async () => {
    const event = await paymentEvent();
    const before = await balanceOf(t, member);
    for (const at of [Date.now() - 6 * 60_000, Date.now() + 6 * 60_000]) {
      const response = await postSignedWebhook(t, event, { at });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        code: 'WEBHOOK_EXPIRED',
        message: 'Thông báo webhook đã quá hạn hoặc sai thời điểm (X-SePay-Timestamp)',
      });
    }
    expect(await storedEvents(event.id as number)).toEqual([]);
    expect(await balanceOf(t, member)).toBe(before);
  });
});
