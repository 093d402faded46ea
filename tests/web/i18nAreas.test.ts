import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../../src/providers/i18nProvider';

const { translate } = i18nProvider;

describe('where the Vietnamese texts come from', () => {
  it('has what the menu and the breadcrumb show from the first load', () => {
    expect(translate('app.cards.tools.title')).toBe('Danh sách công cụ');
    expect(translate('resources.admin/audit.name', { smart_count: 2 })).toBe('Nhật ký thao tác');
    expect(translate('app.breadcrumb.transaction')).toBe('Giao dịch');
  });

  it("has a page's own texts once that page's code is in", async () => {
    expect(translate('app.transaction.reverse')).toBe('app.transaction.reverse');
    await import('../../src/pages/transaction/TransactionPage');
    expect(translate('app.transaction.reverse')).toBe('Hoàn giao dịch');
  });
});
