import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { ResourceContextProvider, testDataProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { BankEventShow } from '../../../src/resources/paymentEvents/BankEventShow';
import { admin, renderInAdmin } from '../support/renderInAdmin';

const event = {
  id: 5,
  status: 'credited',
  receivedAt: '2026-05-01T03:00:00.000Z',
  transferType: 'in',
  amountVnd: 100_000,
  raw: {},
};

describe('a bank event page', () => {
  it('names the direction of the transfer in Vietnamese', async () => {
    renderInAdmin(
      <ResourceContextProvider value="admin/payment/events">
        <Routes>
          <Route path="/app/admin/payment/events/:id/show" element={<BankEventShow />} />
        </Routes>
      </ResourceContextProvider>,
      {
        visitor: admin,
        path: '/app/admin/payment/events/5/show',
        dataProvider: testDataProvider({ getOne: async () => ({ data: event }) as never }),
      },
    );
    expect(await screen.findByText('Tiền vào')).toBeInTheDocument();
    expect(screen.queryByText('in')).toBeNull();
  });
});
