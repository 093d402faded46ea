import { fireEvent, screen } from '@testing-library/react';
import { RecordContextProvider, testDataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { ConfigEditForm } from '../../../src/resources/config/ConfigEditForm';
import { admin, renderInAdmin } from '../support/renderInAdmin';

const endsAt = new Date('2026-12-24T20:30').getTime();
const record = {
  id: 'PROMOTION_TIME_EXPIRED',
  key: 'PROMOTION_TIME_EXPIRED',
  value: endsAt,
  description: 'Thời điểm kết thúc khuyến mãi',
  isPublic: true,
};

describe('editing the promotion end', () => {
  it('shows a date and time, not epoch milliseconds, and saves the chosen moment', async () => {
    const update = vi.fn(async (_resource: string, params: { data: unknown }) => ({
      data: { ...record, ...(params.data as object) },
    }));
    renderInAdmin(
      <RecordContextProvider value={record}>
        <ConfigEditForm />
      </RecordContextProvider>,
      {
        visitor: admin,
        dataProvider: testDataProvider({
          getOne: async () => ({ data: record }) as never,
          update: update as never,
        }),
      },
    );
    const input = await screen.findByLabelText(/Thời điểm/);
    expect(input).toHaveValue('2026-12-24T20:30');
    fireEvent.change(input, { target: { value: '2027-01-31T23:59' } });
    expect(input).toHaveValue('2027-01-31T23:59');
    const save = screen.getByRole('button', { name: 'Lưu' });
    await vi.waitFor(() => expect(save).toBeEnabled());
    fireEvent.submit(save.closest('form')!);
    await vi.waitFor(() => expect(update).toHaveBeenCalled());
    expect(update.mock.calls[0]![1].data).toMatchObject({
      value: new Date('2027-01-31T23:59').getTime(),
    });
  });
});
