import { screen } from '@testing-library/react';
import { RecordContextProvider, ReferenceField, useGetList, type DataProvider } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import { ShellAppBar } from '../../../src/layout/ShellAppBar';
import { fakeColorScheme } from '../support/matchMedia';
import { admin, renderInAdmin } from '../support/renderInAdmin';

/** A list whose rows never come: the app bar shows that something is loading. */
function StillLoading() {
  useGetList('admin/aov/skins');
  return <ShellAppBar />;
}

/** A skin row whose hero's name never comes: the cell shows a loading bar meanwhile. */
function HeroStillLoading() {
  return (
    <RecordContextProvider value={{ id: 1, heroId: 7 }}>
      <ReferenceField source="heroId" reference="admin/aov/heroes" link={false} />
    </RecordContextProvider>
  );
}

const neverAnswers = {
  getList: () => new Promise(() => {}),
  getMany: () => new Promise(() => {}),
} as unknown as DataProvider;

const loading = () =>
  screen.findByRole('progressbar', { name: 'Đang tải dữ liệu' }, { timeout: 10_000 });

beforeEach(() => fakeColorScheme());

describe('what shows while data loads', () => {
  it('the app bar shows a spinner a screen reader names in Vietnamese', async () => {
    renderInAdmin(<StillLoading />, { visitor: admin, dataProvider: neverAnswers });
    expect(await loading()).toBeInTheDocument();
  });

  it("a list cell waiting for another record's name shows a named loading bar", async () => {
    renderInAdmin(<HeroStillLoading />, { visitor: admin, dataProvider: neverAnswers });
    expect(await loading()).toBeInTheDocument();
  });
});
