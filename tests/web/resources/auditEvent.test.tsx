import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AuditEventArticle } from '../../../src/lib/AuditEventArticle';
import { useRecordPath } from '../../../src/resources/audit/recordLinks';
import { admin, renderInAdmin } from '../support/renderInAdmin';

const AT = '2026-11-29T01:02:03.000Z';

const event = (fields: Record<string, unknown>) =>
  ({
    id: 1,
    at: AT,
    actorId: 1,
    actorEmail: 'admin@beli.local',
    clientAddress: '127.0.0.1',
    requestId: 'req-1',
    recordId: null,
    before: null,
    after: null,
    ...fields,
  }) as Parameters<typeof AuditEventArticle>[0]['event'];

/** An event as the audit screen draws it, its record linked for the reader. */
function OnAuditScreen({ shown }: { shown: ReturnType<typeof event> }) {
  return <AuditEventArticle event={shown} pathOf={useRecordPath()} />;
}

const show = (shown: ReturnType<typeof event>) =>
  renderInAdmin(<OnAuditScreen shown={shown} />, {
    visitor: admin,
    path: '/app/admin/audit',
  });

const reversal = event({
  resource: 'transactions',
  recordId: '12',
  action: 'POST /api/transactions/:id/reverse',
  after: {
    id: 13,
    type: 'reversal',
    amount: 500,
    memo: 'Hoàn giao dịch #12',
    requestHash: 'a'.repeat(64),
    idempotencyKey: 'hoan-12',
    fromWalletId: 4,
    toWalletId: 3,
    createdAt: AT,
  },
});

describe('an audit event on the audit screen', () => {
  it('reads as a sentence naming the record, with a link to it, and never as a route', async () => {
    show(reversal);
    const article = await screen.findByRole('article');
    expect(article.textContent).toContain('admin@beli.local đã hoàn tác giao dịch #12');
    expect(article.textContent).not.toContain('/api/');
    const link = await within(article).findByRole('link', { name: '#12' });
    expect(link.getAttribute('href')).toMatch(/\/transaction\/12$/);
    expect(article.textContent).toContain(new Date(AT).toLocaleString('vi-VN'));
  });

  it('names a record by its name, and shows only the changed fields under their labels, as the screens show values', async () => {
    show(
      event({
        resource: 'payments/orders',
        recordId: '7',
        action: 'POST /api/payments/orders/:id/confirm',
        before: { memoCode: 'NAP7', status: 'pending', late: false, paidAt: null, paidVnd: null },
        after: { memoCode: 'NAP7', status: 'paid', late: false, paidAt: AT, paidVnd: 150000 },
      }),
    );
    const article = await screen.findByRole('article');
    expect(article.textContent).toContain('admin@beli.local đã xác nhận đơn nạp tiền “NAP7”');
    const lines = within(article)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(lines).toEqual([
      'Trạng thái: Chờ thanh toán → Đã thanh toán',
      `Thanh toán lúc: ∅ → ${new Date(AT).toLocaleString('vi-VN')}`,
      'Số tiền nhận: ∅ → 150.000 đ',
    ]);
  });

  it('reads a yes/no as Có/Không and a system as Hệ thống', async () => {
    show(
      event({
        actorEmail: null,
        resource: 'system-wallets',
        recordId: '5',
        action: 'PUT /api/system-wallets/:id',
        before: { name: 'Ví kiểm toán', allowNegative: false },
        after: { name: 'Ví kiểm toán', allowNegative: true },
      }),
    );
    const article = await screen.findByRole('article');
    expect(article.textContent).toContain('Hệ thống đã sửa ví hệ thống “Ví kiểm toán”');
    expect(within(article).getByRole('listitem').textContent).toBe('Được phép âm: Không → Có');
  });

  it('keeps hashes, keys, ids of joins and stamps behind "Chi tiết"', async () => {
    show(reversal);
    const article = await screen.findByRole('article');
    const lines = () =>
      within(article)
        .queryAllByRole('listitem')
        .map((item) => item.textContent);
    expect(lines()).toEqual([
      'Loại: ∅ → Hoàn giao dịch',
      'Số tiền: ∅ → 500',
      'Ghi chú: ∅ → Hoàn giao dịch #12',
    ]);
    expect(article.textContent).not.toContain('requestHash');
    const toggle = within(article).getByRole('button', { name: 'Chi tiết' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(lines()).toContain(`requestHash: ∅ → ${'a'.repeat(64)}`);
    expect(lines()).toContain('idempotencyKey: ∅ → hoan-12');
    expect(lines()).toContain('fromWalletId: ∅ → 4');
  });
});
