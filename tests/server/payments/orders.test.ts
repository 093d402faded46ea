import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { topupOrders } from '../../../server/db/schema';
import { crc16CcittFalse } from '../../../server/modules/payments/vietqr';
import { MEMBER_EMAIL } from '../../support/testApp';
import { createOrder, paymentAppForFile, setConfig as setConfigOf } from './support';

const t = paymentAppForFile();
const { admin, member } = t;

const orderCount = async () => (await t.db.select({ n: count() }).from(topupOrders))[0]!.n;

describe('a member creates a top-up order', () => {
  it('answers a pending order with its memo code, expiry and the VietQR to pay it', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payments/orders',
      headers: member,
      payload: { amountVnd: 123_000 },
    });
    expect(response.statusCode).toBe(201);
    // The record itself, as ra-data-simple-rest's create expects.
    const order = response.json();
    expect(order).toMatchObject({ amountVnd: 123_000, beli: 123, status: 'pending', late: false });
    expect(order.memoCode).toMatch(/^BELI[2-9A-HJKMNP-Z]{8}$/);
    expect(Date.parse(order.expiresAt) - Date.parse(order.createdAt)).toBe(30 * 60_000);
    expect(order.payment).toMatchObject({
      bankBin: '970422',
      bankName: 'MB Bank',
      accountNumber: '0123456789',
      accountName: 'CONG TY BELI DEMO',
      amountVnd: 123_000,
      memo: order.memoCode,
    });
    const qr: string = order.payment.qrPayload;
    expect(qr).toContain('5406123000');
    expect(qr).toContain(`62160812${order.memoCode}6304`);
    const crc = crc16CcittFalse(qr.slice(0, -4)).toString(16).toUpperCase().padStart(4, '0');
    expect(qr.slice(-4)).toBe(crc);
  });

  it('gives every order its own memo code', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 20; i++) codes.add((await createOrder(t, member, 50_000)).memoCode);
    expect(codes.size).toBe(20);
  });

  it('refuses amounts out of bounds, not whole BELI, fractions and extra fields with 400 and creates nothing', async () => {
    const before = await orderCount();
    const cases: [unknown, string | null][] = [
      [{ amountVnd: 9_999 }, 'Số tiền tối thiểu là 10.000 đ'],
      [{ amountVnd: 50_000_001 }, 'Số tiền tối đa là 50.000.000 đ'],
      [
        { amountVnd: 10_500 },
        'Số tiền nạp phải là bội số của 1.000 đ (1 BELI = 1.000 đ): 10.500 đ chỉ đổi được 10 BELI, phần lẻ sẽ mất. Hãy nạp 10.000 đ hoặc 11.000 đ',
      ],
      [{ amountVnd: 10_000.5 }, null],
      [{ amountVnd: -10_000 }, null],
      [{ amountVnd: '10000' }, null],
      [{ amountVnd: 10_000, userId: 1 }, null],
      [{}, null],
    ];
    for (const [payload, message] of cases) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/payments/orders',
        headers: member,
        payload: payload as object,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      if (message) expect(response.json().errors.amountVnd).toBe(message);
    }
    expect(await orderCount()).toBe(before);
  });

  it('takes its bounds from the configuration, which refuses payment values that make no sense', async () => {
    const setConfig = (key: string, value: unknown) => setConfigOf(t, admin, key, value);
    expect((await setConfig('TOPUP_MIN_VND', 20_000)).statusCode).toBe(200);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payments/orders',
      headers: member,
      payload: { amountVnd: 15_000 },
    });
    expect((await setConfig('TOPUP_MIN_VND', 10_000)).statusCode).toBe(200);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.amountVnd).toBe('Số tiền tối thiểu là 20.000 đ');
    for (const [key, value] of [
      ['PAYMENT_BANK_BIN', '97042'],
      ['PAYMENT_BANK_ACCOUNT', '0123 456'],
      ['TOPUP_VND_PER_BELI', 0],
      ['TOPUP_ORDER_TTL_MIN', 1.5],
    ] as const) {
      expect((await setConfig(key, value)).statusCode, key).toBe(400);
    }
  });

  it('needs a signed-in member', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payments/orders',
      payload: { amountVnd: 50_000 },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('listing and reading orders', () => {
  it('shows a member their own orders only, and payment.all everyone’s', async () => {
    const memberOrder = await createOrder(t, member, 10_000);
    const adminOrder = await createOrder(t, admin, 20_000);
    const mine = await t.app.inject({ url: '/api/payments/orders', headers: member });
    expect(mine.statusCode).toBe(200);
    const mineIds = mine.json().map((o: { id: number }) => o.id);
    expect(mineIds).toContain(memberOrder.id);
    expect(mineIds).not.toContain(adminOrder.id);
    expect(
      mine.json().every((o: { user: { email: string } }) => o.user.email === MEMBER_EMAIL),
    ).toBe(true);
    expect(mine.headers['content-range']).toMatch(/^payments\/orders 0-\d+\/\d+$/);

    const other = await t.app.inject({
      url: `/api/payments/orders/${adminOrder.id}`,
      headers: member,
    });
    expect(other.statusCode).toBe(404);

    const all = await t.app.inject({
      url: '/api/payments/orders',
      headers: admin,
      query: { range: '[0,999]' },
    });
    const allIds = all.json().map((o: { id: number }) => o.id);
    expect(allIds).toContain(adminOrder.id);
    expect(allIds).toEqual(expect.arrayContaining(mineIds));
  });

  it('filters by state, counting a pending order past its time as expired', async () => {
    const order = await createOrder(t, member, 30_000);
    await t.db
      .update(topupOrders)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(topupOrders.id, order.id));
    const expired = await t.app.inject({
      url: '/api/payments/orders',
      headers: member,
      query: { filter: JSON.stringify({ status: 'expired' }), range: '[0,999]' },
    });
    expect(expired.json().map((o: { id: number }) => o.id)).toEqual([order.id]);
    expect(expired.json()[0].status).toBe('expired');
    const pending = await t.app.inject({
      url: '/api/payments/orders',
      headers: member,
      query: { filter: JSON.stringify({ status: 'pending' }), range: '[0,999]' },
    });
    expect(pending.json().map((o: { id: number }) => o.id)).not.toContain(order.id);
  });

  it('refuses unknown filters with 400', async () => {
    const response = await t.app.inject({
      url: '/api/payments/orders',
      headers: member,
      query: { filter: JSON.stringify({ memoCode: 'x', password: 1 }) },
    });
    expect(response.statusCode).toBe(400);
  });
});
