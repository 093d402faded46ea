import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatVnd } from '../../../src/lib/money';
import { BankEventList } from '../../../src/resources/paymentEvents/BankEventList';
import { fakeColorScheme } from '../support/matchMedia';
import { admin } from '../support/renderInAdmin';
import { renderList } from '../support/renderList';

const NAME = 'admin/payment/events';
const event = {
  id: 5,
  receivedAt: '2026-03-04T05:06:07.000Z',
  status: 'waiting',
  reason: 'unmatched',
  gateway: 'MBBank',
  accountNumber: '0123456789',
  transferType: 'out',
  amountVnd: 70_000,
  content: 'CK khong ro noi dung',
  orderId: 1234,
};

/** The events' list as the app registers it: a show page, no create or edit. */
const renderEvents = () =>
  renderList(NAME, <BankEventList />, [event], {
    definition: { hasShow: true },
    visitor: { ...admin, permissions: ['permission.me', 'payment.all'] },
  });

afterEach(() => vi.unstubAllGlobals());

describe('the bank events list', () => {
  it('shows each event under its headers and opens it to read, offering no create or edit', async () => {
    fakeColorScheme();
    renderEvents();
    const row = (await screen.findByText(event.content, {}, { timeout: 15_000 })).closest('tr')!;
    const headers = screen
      .getAllByRole('columnheader')
      .map((header) => header.textContent)
      .filter(Boolean);
    expect(headers).toEqual([
      'Mã',
      'Nhận lúc',
      'Ngân hàng',
      'Tài khoản nhận',
      'Số tiền',
      'Nội dung',
      'Trạng thái',
      'Đơn nạp',
    ]);
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(expect.arrayContaining(['5', `−${formatVnd(70_000)}`, '1234']));
    // The toolbar comes after the rows: its export, and no create beside it.
    await screen.findByRole('button', { name: /^xuất/i }, { timeout: 15_000 });
    expect(screen.queryByRole('link', { name: /^(tạo|thêm|create)/i })).toBeNull();
    await userEvent.click(row);
    await vi.waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`/${NAME}/5/show`),
    );
  }, 30_000);

  it('names each event by its amount and state on a phone, what the transfer said under it', async () => {
    fakeColorScheme(false, { phone: true });
    renderEvents();
    await screen.findByText(`−${formatVnd(70_000)} · Chờ quản trị`, {}, { timeout: 15_000 });
    expect(screen.getByText(event.content)).toBeInTheDocument();
  }, 30_000);
});
