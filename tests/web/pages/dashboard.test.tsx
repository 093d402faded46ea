import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DashboardPage } from '../../../src/pages/admin/DashboardPage';
import { admin, renderInAdmin } from '../support/renderInAdmin';

afterEach(() => vi.unstubAllGlobals());

/** The edge of this test: GET /api/dashboard/stats. */
function stubStats(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      expect(String(input)).toMatch(/\/dashboard\/stats$/);
      return new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
}

/** A card reads its label, then its figure. */
const figure = async (id: string) =>
  within(await screen.findByTestId(`stat-${id}`)).getAllByRole('paragraph')[1]!.textContent;

describe('the admin dashboard', () => {
  it('shows the four figures: users, BELI held, top-ups of 30 days, tool runs of 7 days', async () => {
    stubStats(200, {
      data: {
        users: 1234,
        beliHeldByUsers: 56000,
        topups30Days: { count: 7, amount: 350000 },
        toolRuns7Days: 42,
      },
    });
    renderInAdmin(<DashboardPage />, { visitor: admin });
    await screen.findByText('1.234');
    expect(await figure('users')).toBe('1.234');
    expect(await figure('beliHeld')).toBe('56.000 BELI');
    expect(await figure('topups')).toBe('350.000 BELI · 7 lần');
    expect(await figure('toolRuns')).toBe('42');
  });

  it('says there is no data yet when the figures cannot be read', async () => {
    stubStats(403, { message: 'Bạn không có quyền', code: 'FORBIDDEN' });
    renderInAdmin(<DashboardPage />, { visitor: admin });
    expect(await screen.findAllByText('Chưa có số liệu')).toHaveLength(4);
  });
});
