import { screen, within } from '@testing-library/react';
import { testDataProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { MyOrders } from '../../../src/pages/payment/MyOrders';
import { member, renderInAdmin } from '../support/renderInAdmin';

const minutes = (n: number) => new Date(Date.now() + n * 60_000).toISOString();

const order = (id: number, expiresAt: string) => ({
  id,
  memoCode: `BELIORDER${id}`,
  amountVnd: 50_000,
  beli: 50,
  status: 'pending',
  late: false,
  createdAt: minutes(-40),
  expiresAt,
  paidAt: null,
  paidVnd: null,
  creditBeli: null,
  bonusBeli: null,
});

describe("the member's order list", () => {
  it('shows an order whose time has passed as expired, not "Chờ thanh toán"', async () => {
    // As loaded: both still pending; the first one's time ran out since.
    const rows = [order(2, minutes(-1)), order(1, minutes(20))];
    renderInAdmin(<MyOrders onOpen={() => undefined} />, {
      visitor: member,
      dataProvider: testDataProvider({
        getList: async () => ({ data: rows, total: rows.length }) as never,
      }),
    });
    const items = await within(await screen.findByTestId('my-orders')).findAllByRole('button');
    expect(items[0]).toHaveTextContent('Hết hạn');
    expect(items[1]).toHaveTextContent('Chờ thanh toán');
  });
});
