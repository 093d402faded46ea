import { screen } from '@testing-library/react';
import { useGetList, type DataProvider } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import { ShellAppBar } from '../../../src/layout/ShellAppBar';
import { fakeColorScheme } from '../support/matchMedia';
import { admin, renderInAdmin } from '../support/renderInAdmin';

/** A list whose rows never come: the app bar shows that something is loading. */
function StillLoading() {
  useGetList('admin/aov/skins');
  return <ShellAppBar />;
}

const neverAnswers = { getList: () => new Promise(() => {}) } as unknown as DataProvider;

beforeEach(() => fakeColorScheme());

describe('the app bar while data loads', () => {
  it('shows a spinner a screen reader names in Vietnamese', async () => {
    renderInAdmin(<StillLoading />, { visitor: admin, dataProvider: neverAnswers });
    expect(
      await screen.findByRole('progressbar', { name: 'Đang tải dữ liệu' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });
});
