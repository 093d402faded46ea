import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AmountForm } from '../../src/pages/payment/AmountForm';
import { OrderPayment } from '../../src/pages/payment/OrderPayment';
import type { PaymentSettings, TopupOrder } from '../../src/providers/answers';
import { dataProvider } from '../../src/providers/dataProvider';
import { i18nProvider } from '../../src/providers/i18nProvider';

const settings = (running: boolean): PaymentSettings => ({
  vndPerBeli: 1000,
  minVnd: 10_000,
  maxVnd: 50_000_000,
  orderTtlMinutes: 30,
  promotion: { running, endsAt: Date.now() + (running ? 3_600_000 : -1), multi: 1.2 },
});

const order = (overrides: Partial<TopupOrder> = {}): TopupOrder => ({
  id: 7,
  userId: 3,
  memoCode: 'BELIXK7P9M2Q',
  amountVnd: 100_000,
  beli: 100,
  status: 'pending',
  late: false,
  createdAt: new Date().toISOString(),
  expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
  paidAt: null,
  paidVnd: null,
  creditBeli: null,
  bonusBeli: null,
  settledBy: null,
  bankEventId: null,
  handledBy: null,
  cancelledAt: null,
  user: null,
  payment: {
    bankBin: '970422',
    bankName: 'MB Bank',
    accountNumber: '0123456789',
    accountName: 'CONG TY BELI DEMO',
    amountVnd: 100_000,
    memo: 'BELIXK7P9M2Q',
    qrPayload: '00020101021238540010A000000727',
  },
  ...overrides,
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const renderInAdmin = (ui: React.ReactNode) =>
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      {ui}
    </AdminContext>,
  );

afterEach(() => vi.unstubAllGlobals());

describe('choosing an amount to top up', () => {
  it('shows the BELI an amount buys and, while the promotion runs, the bonus', async () => {
    renderInAdmin(<AmountForm settings={settings(true)} onCreated={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: '100.000 đ' }));
    expect(screen.getByTestId('beli-preview')).toHaveTextContent('100 BELI');
    expect(screen.getByTestId('bonus-preview')).toHaveTextContent(
      'Khuyến mãi +20%: tặng thêm 20 BELI',
    );
    await userEvent.type(screen.getByLabelText('Số tiền khác (đồng)'), '99999');
    expect(screen.getByTestId('beli-preview')).toHaveTextContent('99 BELI');
    expect(screen.getByTestId('bonus-preview')).toHaveTextContent('tặng thêm 19 BELI');
  });

  it('shows no bonus once the promotion is over', async () => {
    renderInAdmin(<AmountForm settings={settings(false)} onCreated={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: '50.000 đ' }));
    expect(screen.getByTestId('beli-preview')).toHaveTextContent('50 BELI');
    expect(screen.queryByTestId('bonus-preview')).toBeNull();
  });

  it('refuses an amount under the minimum and creates the order for a good one', async () => {
    const created = order({ amountVnd: 25_000 });
    const fetch = vi.fn(async () => json(created, 201));
    vi.stubGlobal('fetch', fetch);
    const onCreated = vi.fn();
    renderInAdmin(<AmountForm settings={settings(false)} onCreated={onCreated} />);
    const custom = screen.getByLabelText('Số tiền khác (đồng)');
    await userEvent.type(custom, '9999');
    expect(screen.getByText('Số tiền phải từ 10.000 đ đến 50.000.000 đ')).toBeInTheDocument();
    const create = screen.getByRole('button', { name: 'Tạo mã thanh toán' });
    expect(create).toBeDisabled();
    await userEvent.clear(custom);
    await userEvent.type(custom, '25000');
    await userEvent.click(create);
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(created));
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/payments/orders');
    expect(JSON.parse(String(init.body))).toEqual({ amountVnd: 25_000 });
  });
});

describe('an amount that is not whole BELI', () => {
  it('explains what the remainder would cost and refuses to create the order', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderInAdmin(<AmountForm settings={settings(false)} onCreated={() => undefined} />);
    await userEvent.type(screen.getByLabelText('Số tiền khác (đồng)'), '10500');
    expect(
      screen.getByText(
        'Số tiền nạp phải là bội số của 1.000 đ (1 BELI = 1.000 đ): 10.500 đ chỉ đổi được 10 BELI, phần lẻ sẽ mất. Hãy nạp 10.000 đ hoặc 11.000 đ',
      ),
    ).toBeInTheDocument();
    const create = screen.getByRole('button', { name: 'Tạo mã thanh toán' });
    expect(create).toBeDisabled();
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('paying an order', () => {
  it('shows the QR, the details to copy and a countdown, then turns to success by itself', async () => {
    let paid = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url.endsWith('/users/me')) return json({ data: { balance: 120 } });
        return json(
          paid
            ? order({ status: 'paid', creditBeli: 100, bonusBeli: 20, paidVnd: 100_000 })
            : order(),
        );
      }),
    );
    renderInAdmin(<OrderPayment id={7} onAnother={() => undefined} />);
    expect(await screen.findByTestId('pay-memo')).toHaveTextContent('BELIXK7P9M2Q');
    expect(screen.getByTestId('pay-amount')).toHaveTextContent('100.000 đ');
    expect(screen.getByTestId('pay-account')).toHaveTextContent('0123456789');
    expect(screen.getByTestId('pay-bank')).toHaveTextContent('MB Bank');
    expect(screen.getByTestId('pay-name')).toHaveTextContent('CONG TY BELI DEMO');
    expect(screen.getByRole('button', { name: 'Sao chép nội dung chuyển khoản' })).toBeVisible();
    expect(screen.getByTestId('countdown')).toHaveTextContent(/Mã hết hạn sau (30:00|29:[0-5]\d)/);
    expect(
      await screen.findByAltText('Mã VietQR chuyển 100.000 đ với nội dung BELIXK7P9M2Q'),
    ).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/));

    paid = true;
    const success = await screen.findByTestId('payment-success', {}, { timeout: 6000 });
    expect(success).toHaveTextContent('Nạp tiền thành công!');
    const card = success.closest('[role="status"]') as HTMLElement;
    expect(within(card).getByText('Đã cộng 100 BELI vào ví của bạn.')).toBeVisible();
    expect(within(card).getByText('Khuyến mãi: thêm 20 BELI.')).toBeVisible();
    expect(await within(card).findByTestId('new-balance')).toHaveTextContent('Số dư mới: 120 BELI');
  });

  it('keeps an expired order open for a late transfer and says so', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(order({ status: 'expired', expiresAt: new Date(Date.now() - 1000).toISOString() })),
      ),
    );
    renderInAdmin(<OrderPayment id={7} onAnother={() => undefined} />);
    expect(await screen.findByText(/Đơn đã hết hạn/)).toBeVisible();
    expect(screen.queryByTestId('countdown')).toBeNull();
  });

  it('lets the member cancel an unpaid order, which then says it is cancelled', async () => {
    let cancelled = false;
    const fetch = vi.fn(async (url: string, init?: RequestInit) => {
      if (url.endsWith('/cancel-mine') && init?.method === 'POST') {
        cancelled = true;
        return json({ data: order({ status: 'cancelled' }) });
      }
      return json(order(cancelled ? { status: 'cancelled' } : {}));
    });
    vi.stubGlobal('fetch', fetch);
    renderInAdmin(<OrderPayment id={7} onAnother={() => undefined} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Hủy đơn này' }));
    expect(await screen.findByText('Đơn này đã bị hủy.')).toBeVisible();
    expect(fetch).toHaveBeenCalledWith(
      '/api/payments/orders/7/cancel-mine',
      expect.objectContaining({ method: 'POST' }),
    );
  });
});
