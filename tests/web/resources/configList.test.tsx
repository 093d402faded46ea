import { screen } from '@testing-library/react';
import { ResourceContextProvider, testDataProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { ConfigList } from '../../../src/resources/config/ConfigList';
import { admin, renderInAdmin } from '../support/renderInAdmin';

const endsAt = Date.UTC(2026, 11, 24, 13, 30);
const entries = [
  { key: 'PROMOTION_TIME_EXPIRED', value: endsAt, isPublic: true },
  { key: 'TRANSFER_MAX', value: 1_000_000, isPublic: true },
].map((entry) => ({
  ...entry,
  id: entry.key,
  description: '',
  updatedAt: new Date(endsAt).toISOString(),
  updatedBy: null,
}));

describe('the configuration list', () => {
  it('shows the promotion end as a Vietnamese date and time, not epoch milliseconds', async () => {
    renderInAdmin(
      <ResourceContextProvider value="admin/config">
        <ConfigList />
      </ResourceContextProvider>,
      {
        visitor: admin,
        path: '/app/admin/config',
        dataProvider: testDataProvider({
          getList: async () => ({ data: entries, total: entries.length }) as never,
        }),
      },
    );
    const row = (await screen.findByText('PROMOTION_TIME_EXPIRED')).closest('tr')!;
    expect(row).toHaveTextContent(new Date(endsAt).toLocaleString('vi-VN'));
    expect(row).not.toHaveTextContent(String(endsAt));
    const other = screen.getByText('TRANSFER_MAX').closest('tr')!;
    expect(other).toHaveTextContent('1000000');
  });
});
