import { describe, expect, it } from 'vitest';
import { createOrder, paymentAppForFile, postWebhook } from './support';
import { sepayEvent } from '../../support/sepayWebhook';

const t = paymentAppForFile();
const { admin, member } = t;

const cancelMine = (orderId: number, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: `/api/payments/orders/${orderId}/cancel-mine`, headers });

describe('a member cancels their own pending top-up', () => {
  it('cancels it, after which a transfer for it waits for an admin instead of crediting', async () => {
    const order = await createOrder(t, member, 50_000);
    const response = await cancelMine(order.id, member);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id: order.id, status: 'cancelled' });
    expect((await cancelMine(order.id, member)).json().data.status).toBe('cancelled');

    await postWebhook(t, sepayEvent({ content: order.memoCode, transferAmount: 50_000 }));
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/payments/events?filter=${encodeURIComponent(JSON.stringify({ status: 'waiting' }))}`,
      headers: admin,
    });
    expect(listed.json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ reason: 'order_cancelled' })]),
    );
  });

  it("cannot cancel someone else's order (404) nor a bad id (400), and changes nothing", async () => {
    const adminsOrder = await createOrder(t, admin, 20_000);
    const response = await cancelMine(adminsOrder.id, member);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'Không tìm thấy đơn nạp tiền' });
    const bad = await cancelMine(Number.NaN, member);
    expect(bad.statusCode).toBe(400);
    const still = await t.app.inject({
      method: 'GET',
      url: `/api/payments/orders/${adminsOrder.id}`,
      headers: admin,
    });
    expect(still.json().status).toBe('pending');
  });

  it('refuses to cancel an order already paid (409)', async () => {
    const order = await createOrder(t, member, 30_000);
    await postWebhook(t, sepayEvent({ content: order.memoCode, transferAmount: 30_000 }));
    const response = await cancelMine(order.id, member);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: 'Đơn đã thanh toán, không thể hủy' });
  });
});
