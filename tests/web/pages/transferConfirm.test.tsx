import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TransferPage } from '../../../src/pages/profile/TransferPage';
import { member, renderInAdmin } from '../support/renderInAdmin';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('confirming a transfer', () => {
  it('names the recipient by display name and e-mail before any money moves', async () => {
    const fetch = vi.fn(async (url: string) => {
      if (url.includes('/wallets/transfer/recipient')) {
        return json({ data: { name: 'Trần Thị Bình', email: 'binh@beli.local' } });
      }
      return json({ data: { id: 3, name: 'Thành viên demo', balance: 500, groups: [] } });
    });
    vi.stubGlobal('fetch', fetch);
    renderInAdmin(<TransferPage />, { visitor: member, path: '/app/profile/me/transfer' });
    await userEvent.type(await screen.findByLabelText(/E-mail người nhận/), 'Binh@beli.local');
    await userEvent.type(screen.getByLabelText(/Số tiền/), '120');
    await userEvent.click(screen.getByRole('button', { name: 'Tiếp tục' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('Người nhận')).toHaveTextContent(
      'Trần Thị Bình (binh@beli.local)',
    );
    expect(String(fetch.mock.calls.at(-1)![0])).toContain(
      '/api/wallets/transfer/recipient?email=Binh%40beli.local',
    );
    expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/wallets/transfer'))).toBe(false);
  });

  it('shows the refusal under the e-mail and opens no confirmation for an unknown recipient', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.includes('/wallets/transfer/recipient')
          ? json(
              {
                message: 'Không tìm thấy người nhận với e-mail này',
                code: 'RECIPIENT_NOT_FOUND',
                errors: { toEmail: 'Không tìm thấy người nhận với e-mail này' },
              },
              422,
            )
          : json({ data: { id: 3, name: 'Thành viên demo', balance: 500, groups: [] } }),
      ),
    );
    renderInAdmin(<TransferPage />, { visitor: member, path: '/app/profile/me/transfer' });
    await userEvent.type(await screen.findByLabelText(/E-mail người nhận/), 'ai@beli.local');
    await userEvent.type(screen.getByLabelText(/Số tiền/), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Tiếp tục' }));
    expect(await screen.findByText('Không tìm thấy người nhận với e-mail này')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
