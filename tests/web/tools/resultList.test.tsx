import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider, GetListParams } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { Run } from '../../../src/providers/answers';
import { ResultList } from '../../../src/pages/tool/ResultTable';
import { member, renderInAdmin } from '../support/renderInAdmin';

/** Runs as GET /api/tools/1/runs answers them, without pictures (nothing to fetch). */
const runs = Array.from({ length: 25 }, (_, i) => ({
  id: 25 - i,
  toolId: 1,
  userId: 3,
  price: 10,
  transactionId: 100 + i,
  width: 600,
  height: 300,
  tileCount: 3,
  createdAt: '2026-11-20T08:00:00Z',
  imageUrl: null,
  thumbnailUrl: null,
})) as unknown as Run[];

/** The edge of this test: GET /api/tools/1/runs, newest first, a page at a time. */
const runsProvider = {
  getList: async (resource: string, { pagination }: GetListParams) => {
    expect(resource).toBe('tools/1/runs');
    const { page, perPage } = pagination!;
    return { data: runs.slice((page - 1) * perPage, page * perPage), total: runs.length };
  },
} as unknown as DataProvider;

const shownRunIds = () =>
  screen
    .getAllByTestId('run-row')
    .map((row) => within(row).getByRole('link').textContent!.replace(/\D/g, ''));

describe("the list of one's runs", () => {
  it('shows twenty at a time, newest first, and pages on to the older ones', async () => {
    renderInAdmin(
      <ResultList<Run> resource="tools/1/runs" kind="run" empty="Chưa có lần chạy nào" />,
      { visitor: member, dataProvider: runsProvider },
    );
    await screen.findAllByTestId('run-row');
    expect(shownRunIds()).toHaveLength(20);
    expect(shownRunIds()[0]).toBe('100');
    expect(screen.getByText('1-20 trên 25')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Đến trang sau' }));
    await waitFor(() => expect(shownRunIds()).toEqual(['120', '121', '122', '123', '124']));
    expect(screen.getByText('21-25 trên 25')).toBeInTheDocument();
  });
});
