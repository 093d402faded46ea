import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { transactions } from '../../../server/db/schema';
import {
  ADMIN_EMAIL,
  MEMBER_EMAIL,
  testAppForFile,
  type SignedInTestApp,
  type TestApp,
} from '../../support/testApp';

export const WEBHOOK_KEY = 'test-webhook-key-0123456789';
export const WEBHOOK_SECRET = 'test-hmac-secret-9876543210';

/** Sends the body as JSON: an object, or text already written as JSON. */
export const postWebhook = (t: TestApp, body: unknown, key: string | null = WEBHOOK_KEY) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: {
      'content-type': 'application/json',
      ...(key !== null && { authorization: `Apikey ${key}` }),
    },
    payload: body as Record<string, unknown>,
  });

/** Sends the body signed as SePay signs it: HMAC-SHA256 of `<timestamp>.<raw body>`, in hex. */
export function postSignedWebhook(
  t: TestApp,
  body: unknown,
  { secret = WEBHOOK_SECRET, at = Date.now(), signedBody = JSON.stringify(body) } = {},
) {
  const timestamp = String(Math.floor(at / 1000));
  const signature = createHmac('sha256', secret).update(`${timestamp}.${signedBody}`).digest('hex');
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: {
      'content-type': 'application/json',
      'x-sepay-timestamp': timestamp,
      'x-sepay-signature': signature,
    },
    payload: JSON.stringify(body),
  });
}

export async function createOrder(t: TestApp, headers: Record<string, string>, amountVnd: number) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/payments/orders',
    headers,
    payload: { amountVnd },
  });
  if (response.statusCode !== 201) throw new Error(`order not created: ${response.body}`);
  return response.json<{ id: number; memoCode: string; status: string }>();
}

/** The file's app with the webhook on, and the demo admin and member signed in. */
export const paymentAppForFile = (): SignedInTestApp<'admin' | 'member'> =>
  testAppForFile({
    env: { PAYMENT_WEBHOOK_KEY: WEBHOOK_KEY, SEPAY_WEBHOOK_SECRET: WEBHOOK_SECRET },
    signIn: { admin: ADMIN_EMAIL, member: MEMBER_EMAIL },
  });

/** Sets a public configuration key as the admin; answers the response. */
export const setConfig = (t: TestApp, admin: Record<string, string>, key: string, value: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/config/public/${key}`,
    headers: admin,
    payload: { value },
  });

/** The balance the signed-in user sees. */
export const balanceOf = async (t: TestApp, headers: Record<string, string>) =>
  (await t.app.inject({ url: '/api/users/me', headers })).json<{ data: { balance: number } }>().data
    .balance;

/** The ledger transactions an order moved. */
export const orderTransactions = (t: TestApp, orderId: number) =>
  t.db.select().from(transactions).where(eq(transactions.links, { orderId }));
