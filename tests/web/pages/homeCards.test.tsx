import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetPublicConfig } from '../../../src/lib/publicConfig';
import { AdminIndexPage } from '../../../src/pages/admin/AdminIndexPage';
import { HomePage } from '../../../src/pages/home/HomePage';
import {
  admin,
  anonymous,
  member,
  renderInAdmin,
  stubPublicConfig,
  type Visitor,
} from '../support/renderInAdmin';

afterEach(() => {
  vi.unstubAllGlobals();
  forgetPublicConfig();
});

async function cardsShown() {
  const nav = await screen.findByRole('navigation');
  return within(nav)
    .getAllByTestId(/^card-/)
    .map((card) => card.dataset.testid!.replace('card-', ''));
}

describe('home cards', () => {
  const cases: [string, Visitor, string[]][] = [
    ['an anonymous visitor', anonymous, ['support', 'tutorial', 'login']],
    ['a member', member, ['support', 'profile', 'tools', 'payment', 'tutorial', 'login']],
    ['an admin', admin, ['admin', 'support', 'profile', 'tools', 'payment', 'tutorial', 'login']],
  ];
  it.each(cases)('shows %s exactly their cards', async (_, visitor, expected) => {
    stubPublicConfig({});
    renderInAdmin(<HomePage />, { visitor });
    expect(await cardsShown()).toEqual(expected);
  });

  it('needs every listed permission: config.private.all alone shows Admin', async () => {
    stubPublicConfig({});
    renderInAdmin(<HomePage />, { visitor: { ...admin, permissions: ['config.private.all'] } });
    expect(await cardsShown()).toEqual(['admin', 'support', 'tutorial', 'login']);
  });

  it('links each card to its target, the support card to SUPPORT_URL in a new tab', async () => {
    stubPublicConfig({ SUPPORT_URL: 'https://support.example.test/beli' });
    renderInAdmin(<HomePage />, { visitor: admin });
    expect(await screen.findByText('Xin chào, Quản trị viên demo')).toBeInTheDocument();
    const link = (id: string) => within(screen.getByTestId(`card-${id}`)).getByRole('link');
    expect(link('admin')).toHaveAttribute('href', '/app/admin');
    expect(link('profile')).toHaveAttribute('href', '/app/profile/me');
    expect(link('tools')).toHaveAttribute('href', '/app/tool');
    expect(link('payment')).toHaveAttribute('href', '/app/payment');
    expect(link('tutorial')).toHaveAttribute('href', '/app/tutorial');
    expect(link('login')).toHaveAttribute('href', '/app/login');
    const support = await within(screen.getByTestId('card-support')).findByRole('link');
    expect(support).toHaveAttribute('href', 'https://support.example.test/beli');
    expect(support).toHaveAttribute('target', '_blank');
    expect(support).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(screen.getByText('Báo lỗi và hỗ trợ')).toBeInTheDocument();
  });

  it('says so when no support address is configured', async () => {
    stubPublicConfig({});
    renderInAdmin(<HomePage />, { visitor: member });
    expect(await screen.findByText('Chưa cấu hình địa chỉ hỗ trợ.')).toBeInTheDocument();
    expect(within(screen.getByTestId('card-support')).queryByRole('link')).toBeNull();
  });
});

describe('admin index cards', () => {
  const catalogueAndPayments = [
    'aov.tag.create',
    'aov.skin.create',
    'aov.item.create',
    'payment.all',
  ];
  const adminCases: [string, Visitor, string[]][] = [
    [
      'each area only to who holds its permission',
      admin,
      ['dashboard', 'users', 'permissions', 'config', 'aov', 'tools', 'wallets'],
    ],
    [
      'a card for every admin list to an admin holding every permission',
      { ...admin, permissions: [...admin.permissions!, ...catalogueAndPayments] },
      [
        'dashboard',
        'users',
        'permissions',
        'config',
        'aov',
        'tags',
        'skins',
        'labels',
        'items',
        'tools',
        'wallets',
        'paymentOrders',
        'bankEvents',
        'reconciliation',
      ],
    ],
  ];
  it.each(adminCases)('shows %s', async (_, visitor, expected) => {
    renderInAdmin(<AdminIndexPage />, { visitor, path: '/app/admin' });
    expect(await cardsShown()).toEqual(expected);
  });

  it('shows a member only the dashboard card', async () => {
    renderInAdmin(<AdminIndexPage />, { visitor: member, path: '/app/admin' });
    expect(await cardsShown()).toEqual(['dashboard']);
  });

  it("draws each resource's card with the icon its app part declares, a list's where none", async () => {
    const visitor = { ...admin, permissions: [...admin.permissions!, ...catalogueAndPayments] };
    renderInAdmin(<AdminIndexPage />, { visitor, path: '/app/admin' });
    await screen.findByTestId('card-labels');
    const iconOf = (id: string) =>
      within(screen.getByTestId(`card-${id}`)).getAllByTestId(/Icon$/)[0]!.dataset.testid;
    expect(['aov', 'skins', 'tools', 'wallets', 'labels'].map(iconOf)).toEqual([
      'SportsEsportsIcon',
      'CheckroomIcon',
      'BuildIcon',
      'AccountBalanceWalletIcon',
      'ListAltIcon',
    ]);
  });
});
