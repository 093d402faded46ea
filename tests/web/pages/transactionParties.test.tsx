import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TransactionPage } from '../../../src/pages/transaction/TransactionPage';
import { admin, member, renderInAdmin, type Visitor } from '../support/renderInAdmin';

/** A transfer from the admin (user 1) to the member (user 2), as GET /api/transactions/7 answers. */
const transfer = {
  id: 7,
  type: 'transfer',
  amount: 25,
  memo: 'Cà phê',
  createdAt: '2026-05-01T03:00:00.000Z',
  initiatorId: 1,
  links: {},
  from: {
    walletId: 11,
    userId: 1,
    code: null,
    name: 'Quản trị viên demo',
    email: 'admin@beli.local',
  },
  to: { walletId: 12, userId: 2, code: null, name: 'Thành viên demo', email: 'member@beli.local' },
};

afterEach(() => vi.unstubAllGlobals());

/** The "Từ" and "Đến" cells as seen by `visitor`: each party's text, and where it links. */
async function partiesSeenBy(visitor: Visitor) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(transfer), {
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
  renderInAdmin(
    <Routes>
      <Route path="/app/transaction/:transactionId" element={<TransactionPage />} />
    </Routes>,
    { visitor, path: '/app/transaction/7' },
  );
  await screen.findByText('Quản trị viên demo (admin@beli.local)');
  const cell = (name: string) => {
    const text = screen.getByText(
      `${name} (${name.includes('Quản') ? 'admin' : 'member'}@beli.local)`,
    );
    return [text.textContent, text.closest('a')?.getAttribute('href') ?? null];
  };
  return () => [cell('Quản trị viên demo'), cell('Thành viên demo')];
}

describe("a transaction's parties", () => {
  it('link a member only to their own profile, the one they may see', async () => {
    const parties = await partiesSeenBy(member);
    await waitFor(() => expect(parties()[1]![1]).not.toBeNull());
    expect(parties()).toEqual([
      ['Quản trị viên demo (admin@beli.local)', null],
      ['Thành viên demo (member@beli.local)', '/app/profile/2'],
    ]);
  });

  it('link both profiles for a user.all holder', async () => {
    const parties = await partiesSeenBy(admin);
    await waitFor(() =>
      expect(parties()).toEqual([
        ['Quản trị viên demo (admin@beli.local)', '/app/profile/1'],
        ['Thành viên demo (member@beli.local)', '/app/profile/2'],
      ]),
    );
  });
});
