import { describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, testAppForFile } from '../../support/testApp';
import { callerForFile, post } from './apiSupport';

const t = testAppForFile();
const admin = callerForFile(t, ADMIN_EMAIL);
const pager = callerForFile(t, 'lat.trang@beli.local');
const bystander = callerForFile(t, 'nguoi.ngoai@beli.local');

interface Listed {
  id: number;
  amount: number;
  type: string;
  createdAt: string;
}

const page = (sort: [string, 'ASC' | 'DESC'], start: number, size: number) =>
  t.app.inject({
    url: '/api/transactions',
    query: { sort: JSON.stringify(sort), range: JSON.stringify([start, start + size - 1]) },
    headers: pager.headers,
  });

/** Every page of `size` rows in `sort`, one after another, and the totals they announced. */
async function pageThrough(sort: [string, 'ASC' | 'DESC'], size: number) {
  const rows: Listed[] = [];
  const totals = new Set<string>();
  for (let start = 0; ; start += size) {
    const response = await page(sort, start, size);
    expect(response.statusCode).toBe(200);
    totals.add(response.headers['content-range']!.split('/')[1]!);
    const batch = response.json<Listed[]>();
    rows.push(...batch);
    if (batch.length < size) return { rows, totals: [...totals] };
  }
}

describe("a member's own transactions, sent and received, page by page", () => {
  it('shows each of them once, in the asked order, whatever the sort and page size', async () => {
    const credit = (amount: number) =>
      post(t.app, admin, `/api/wallets/${pager.walletId}/adjust`, {
        direction: 'credit',
        amount,
        reason: 'Thưởng',
      });
    const send = (amount: number) =>
      post(t.app, pager, '/api/wallets/transfer', { toEmail: ADMIN_EMAIL, amount, memo: '' });
    // Received and sent interleaved, with amounts that tie, and someone else's between them.
    for (const step of [
      () => credit(40),
      () => send(7),
      () => credit(7),
      () =>
        post(t.app, admin, `/api/wallets/${bystander.walletId}/adjust`, {
          direction: 'credit',
          amount: 9,
          reason: 'Không phải của họ',
        }),
      () => send(12),
      () => credit(3),
      () => send(7),
    ]) {
      expect((await step()).statusCode).toBe(201);
    }

    const newestFirst = (await pageThrough(['id', 'DESC'], 100)).rows;
    expect(newestFirst.map((tx) => tx.amount)).toEqual([7, 3, 12, 7, 7, 40]);
    const byAmount = [...newestFirst].sort((a, b) => a.amount - b.amount || a.id - b.id);
    for (const [sort, expected] of [
      [['id', 'DESC'], newestFirst],
      [['id', 'ASC'], [...newestFirst].reverse()],
      [['amount', 'ASC'], byAmount],
      [['amount', 'DESC'], [...byAmount].reverse()],
    ] as const) {
      for (const size of [1, 2, 4]) {
        const { rows, totals } = await pageThrough([...sort], size);
        expect(
          rows.map((tx) => tx.id),
          `${sort.join(' ')} by ${size}`,
        ).toEqual(expected.map((tx) => tx.id));
        // A page shorter than asked ends the list; a full one may only count what it read.
        expect(totals.at(-1)).toBe('6');
      }
    }
  });
});
