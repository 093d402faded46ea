import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

export const SEPAY_TOKEN = 'fake-sepay-api-token-0123456789';

/** A row of SePay's `transactions/list`, as its user API writes it (amounts as decimals). */
export interface FakeSepayTransaction {
  id: string;
  bank_brand_name: string;
  account_number: string;
  transaction_date: string;
  amount_out: string;
  amount_in: string;
  accumulated: string;
  transaction_content: string;
  reference_number: string;
  code: string | null;
  sub_account: string | null;
  bank_account_id: string;
}

export interface FakeSepay {
  url: string;
  transactions: FakeSepayTransaction[];
  /** The query strings it was asked with. */
  asked: URLSearchParams[];
}

/**
 * SePay's user API on loopback for the file: `GET /transactions/list` with a Bearer token,
 * filtered by `transaction_date_min` / `transaction_date_max` as SePay filters them.
 */
export function fakeSepayForFile(): FakeSepay {
  const fake = { transactions: [], asked: [] } as unknown as FakeSepay;
  let server: Server;
  beforeAll(async () => {
    server = createServer((request, response) => {
      const url = new URL(request.url!, 'http://sepay');
      response.setHeader('content-type', 'application/json');
      if (request.headers.authorization !== `Bearer ${SEPAY_TOKEN}`) {
        response.statusCode = 401;
        response.end(JSON.stringify({ status: 401, error: 'Unauthorized' }));
        return;
      }
      if (url.pathname !== '/userapi/transactions/list') {
        response.statusCode = 404;
        response.end('{}');
        return;
      }
      fake.asked.push(url.searchParams);
      const min = url.searchParams.get('transaction_date_min') ?? '';
      const max = url.searchParams.get('transaction_date_max') ?? '9999';
      const transactions = fake.transactions.filter(
        (t) => t.transaction_date >= min && t.transaction_date <= max,
      );
      response.end(
        JSON.stringify({ status: 200, error: null, messages: { success: true }, transactions }),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/userapi`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return fake;
}
