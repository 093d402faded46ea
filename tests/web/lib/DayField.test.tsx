import { render, screen } from '@testing-library/react';
import { DateField, RecordContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { DayField } from '../../../src/lib/DayField';

/** The text each field shows for a record whose `day` is `value`. */
function shownBy(value: string | number | null) {
  render(
    <RecordContextProvider value={{ id: 1, day: value }}>
      <p data-testid="theirs">
        <DateField source="day" locales="vi-VN" />
      </p>
      <p data-testid="ours">
        <DayField source="day" />
      </p>
    </RecordContextProvider>,
  );
  return [screen.getByTestId('theirs').textContent, screen.getByTestId('ours').textContent];
}

describe('a day in a list', () => {
  it.each([
    ['a bare day', '2019-10-02'],
    ['a bare day with two-digit day and month', '2021-12-25'],
    ['a bare day early in the year', '2020-01-05'],
    ['a moment of that day', '2019-10-02T23:30:00.000Z'],
    ['epoch milliseconds', 1_570_000_000_000],
    ['nothing', null],
  ])('reads %s as react-admin’s DateField does in vi-VN', (_, value) => {
    const [theirs, ours] = shownBy(value);
    expect(ours).toBe(theirs);
  });
});
