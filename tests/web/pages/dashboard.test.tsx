import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DashboardPage } from '../../../src/pages/admin/DashboardPage';
import { admin, renderInAdmin } from '../support/renderInAdmin';

afterEach(() => vi.unstubAllGlobals());

const DAYS = Array.from({ length: 30 }, (_, i) => ({
  day: `2026-11-${String(i + 1).padStart(2, '0')}`,
  topups: i === 29 ? 2 : 0,
  topupBeli: i === 29 ? 300 : 0,
  runs: i % 2,
  tasks: 0,
}));

/** The edge of this test: GET /api/dashboard/stats, and the charts' /api/dashboard/series. */
function stubStats(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const series = /\/dashboard\/series$/.test(String(input));
      if (!series) expect(String(input)).toMatch(/\/dashboard\/stats$/);
      return new Response(JSON.stringify(series && status === 200 ? { data: DAYS } : body), {
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
    const topups = await screen.findByTestId('chart-topups', {}, { timeout: 10_000 });
    expect(within(topups).getByText('Nạp tiền mỗi ngày (30 ngày)')).toBeVisible();
    await within(topups).findByText('BELI nạp');
    expect(within(screen.getByTestId('chart-toolUse')).getByText('Ghép ảnh')).toBeVisible();
  }, 20_000);

  it('says there is no data yet when the figures cannot be read', async () => {
    stubStats(403, { message: 'Bạn không có quyền', code: 'FORBIDDEN' });
    renderInAdmin(<DashboardPage />, { visitor: admin });
    expect(
      await within(await screen.findByTestId('stat-users')).findByText('Chưa có số liệu'),
    ).toBeVisible();
    for (const id of ['beliHeld', 'topups', 'toolRuns']) {
      expect(within(screen.getByTestId(`stat-${id}`)).getByText('Chưa có số liệu')).toBeVisible();
    }
  });
});
