import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { DEMO_ACCOUNT } from '../../support/sepayWebhook';

export const SEPAY_TOKEN = 'fake-sepay-api-token-0123456789';
/** SePay's id of the portal's bank account (DEMO_ACCOUNT), and of another of the company's. */
export const PORTAL_ACCOUNT_ID = '6f1c2e0a-0000-4000-8000-000000000001';
export const OTHER_ACCOUNT_ID = '6f1c2e0a-0000-4000-8000-000000000002';

/** A row of SePay v2's `GET /v2/transactions` (UUID ids, integer amounts). */
export interface FakeSepayTransaction {
  id: string;
  transaction_date: string;
  account_number: string;
  va: string;
  transfer_type: 'in' | 'out';
  amount_in: number;
  amount_out: number;
  accumulated: number;
  transaction_content: string;
  reference_number: string;
  code: string | null;
  bank_brand_name: string;
  bank_account_id: string;
}

export interface FakeSepay {
  url: string;
  transactions: FakeSepayTransaction[];
  /** Transactions a page: the fake's own size, whatever `per_page` asks, as a server may. */
  pageSize: number;
  /** Pages of the transaction list that answer 500. */
  failingPages: Set<number>;
  /** The query strings the transaction list was asked with. */
  asked: URLSearchParams[];
}

/** A transaction into the portal's account, as SePay v2 lists it. */
export const fakeTransaction = (
  fields: Partial<FakeSepayTransaction> & { id: string; transaction_date: string },
): FakeSepayTransaction => ({
  account_number: DEMO_ACCOUNT,
  va: '',
  transfer_type: 'in',
  amount_in: 20_000,
  amount_out: 0,
  accumulated: 90_000_000,
  transaction_content: '',
  reference_number: `FT${fields.id.slice(-8)}`,
  code: null,
  bank_brand_name: 'MBBank',
  bank_account_id: PORTAL_ACCOUNT_ID,
  ...fields,
});

const envelope = (data: unknown[], page: number, perPage: number, total: number) => {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  return {
    status: 'success',
    data,
    meta: {
      pagination: {
        total,
        per_page: perPage,
        current_page: page,
        last_page: lastPage,
        has_more: page < lastPage,
      },
    },
  };
};

const bankAccounts = [
  { id: OTHER_ACCOUNT_ID, account_number: '9999999999', bank_short_name: 'ACB' },
  { id: PORTAL_ACCOUNT_ID, account_number: DEMO_ACCOUNT, bank_short_name: 'MBBank' },
];

/**
 * SePay's user API v2 on loopback for the file: `GET /v2/bank-accounts` and `GET /v2/transactions`
 * with a Bearer token, the latter filtered by `bank_account_id` and `transaction_date_from/_to`
 * (inclusive), sorted by `transaction_date_sort`, in pages of `pageSize` with SePay's envelope.
 */
export function fakeSepayForFile(): FakeSepay {
  const fake = {
    transactions: [],
    asked: [],
    pageSize: 2_000,
    failingPages: new Set(),
  } as unknown as FakeSepay;
  let server: Server;
  beforeAll(async () => {
    server = createServer((request, response) => {
      const url = new URL(request.url!, 'http://sepay');
      const page = Number(url.searchParams.get('page') ?? 1);
      const answer = (status: number, body: unknown) => {
        response.statusCode = status;
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify(body));
      };
      if (request.headers.authorization !== `Bearer ${SEPAY_TOKEN}`) {
        return answer(401, { status: 'error', error_code: 'UNAUTHENTICATED' });
      }
      if (url.pathname === '/v2/bank-accounts') {
        return answer(200, envelope(bankAccounts, 1, 100, bankAccounts.length));
      }
      if (url.pathname !== '/v2/transactions') return answer(404, { status: 'error' });
      fake.asked.push(url.searchParams);
      if (fake.failingPages.has(page)) return answer(500, { status: 'error' });
      const q = (name: string, fallback: string) => url.searchParams.get(name) ?? fallback;
      const [from, to, account] = [
        q('transaction_date_from', ''),
        q('transaction_date_to', '9999'),
        q('bank_account_id', ''),
      ];
      const order = q('transaction_date_sort', 'desc') === 'asc' ? 1 : -1;
      const found = fake.transactions
        .filter((t) => t.transaction_date >= from && t.transaction_date <= to)
        .filter((t) => !account || t.bank_account_id === account)
        .sort((a, b) => order * a.transaction_date.localeCompare(b.transaction_date));
      const rows = found.slice((page - 1) * fake.pageSize, page * fake.pageSize);
      answer(200, envelope(rows, page, fake.pageSize, found.length));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v2`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return fake;
}
