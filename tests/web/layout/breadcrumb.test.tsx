import { screen, waitFor, within } from '@testing-library/react';
import { ResourceDefinitionContextProvider, type DataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PERMISSIONS } from '../../../common/permissions';
import { Breadcrumb } from '../../../src/layout/Breadcrumb';
import { crumbsOf } from '../../../src/layout/routes/crumbs';
import { routeTable } from '../../../src/layout/routes/routeTable';
import { youtubeEmbedUrl } from '../../../src/pages/tutorial/videoEmbed';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { resourceRegistry } from '../../../src/resources/registry';
import { fakeColorScheme } from '../support/matchMedia';
import { admin, member, renderInAdmin, type Visitor } from '../support/renderInAdmin';

const NAMES: Record<string, Record<string, string>> = {
  'admin/user': { 42: 'Nguyễn Thị Lan' },
  'admin/aov/heroes': { 7: 'Lữ Bố' },
  tools: { 3: 'Ghép ảnh nâng cao' },
  'admin/permission': { 5: 'Kế toán' },
};

/** Answers getOne from NAMES; anything else is refused, as the API refuses what it does not show. */
const namesProvider = {
  getOne: async (resource: string, { id }: { id: string }) => {
    const name = NAMES[resource]?.[id];
    if (!name) throw Object.assign(new Error('Không có quyền'), { status: 403 });
    return { data: { id, name } };
  },
} as unknown as DataProvider;

const definitions = Object.fromEntries(
  resourceRegistry.map(({ name, recordRepresentation }) => [
    name,
    { name, recordRepresentation, hasList: true },
  ]),
);

const everyPermission: Visitor = { ...admin, permissions: Object.values(PERMISSIONS) };

/** The trail as a user reads it: each crumb's text, and where it links (null: plain text). */
async function trailAt(path: string, visitor = everyPermission) {
  renderInAdmin(
    <ResourceDefinitionContextProvider definitions={definitions}>
      <Breadcrumb />
    </ResourceDefinitionContextProvider>,
    { path, visitor, dataProvider: namesProvider },
  );
  const trail = screen.getByRole('navigation', { name: 'Vị trí trang' });
  const items = () =>
    within(trail)
      .getAllByRole('listitem')
      .map((li) => [li.textContent, li.querySelector('a')?.getAttribute('href') ?? null]);
  return { trail, items };
}

describe('breadcrumb', () => {
  it("names a user's wallet by the user, linking only to pages that exist", async () => {
    const { trail, items } = await trailAt('/app/admin/user/42/wallet');
    await waitFor(() =>
      expect(items()).toEqual([
        ['Trang chủ', '/app'],
        ['Quản trị', '/app/admin'],
        ['Người dùng', '/app/admin/user'],
        ['Nguyễn Thị Lan', null],
        ['Ví', '/app/admin/user/42/wallet'],
      ]),
    );
    expect(within(trail).getAllByRole('link').at(-1)).toHaveAttribute('aria-current', 'page');
  });

  it('links only to the pages this visitor may open: a member is not sent to access denied', async () => {
    const { items } = await trailAt('/app/admin/user/42/wallet', member);
    await waitFor(() => expect(items()[3]).toEqual(['#42', null]));
    expect(items()).toEqual([
      ['Trang chủ', '/app'],
      ['Quản trị', null],
      ['Người dùng', null],
      ['#42', null],
      ['Ví', null],
    ]);
  });

  it("names a tool as its page does, for a member too, without its type's step", async () => {
    const { items } = await trailAt('/app/tool/ghep-anh-2/3/create', member);
    await waitFor(() =>
      expect(items()).toEqual([
        ['Trang chủ', '/app'],
        ['Công cụ', '/app/tool'],
        ['Ghép ảnh nâng cao', '/app/tool/ghep-anh-2/3'],
        ['Tạo mới', '/app/tool/ghep-anh-2/3/create'],
      ]),
    );
  });

  it("names a group's page once: no step for the word in its path", async () => {
    const { items } = await trailAt('/app/admin/permission/group/5');
    await waitFor(() =>
      expect(items()).toEqual([
        ['Trang chủ', '/app'],
        ['Quản trị', '/app/admin'],
        ['Nhóm quyền', '/app/admin/permission'],
        ['Kế toán', '/app/admin/permission/group/5'],
      ]),
    );
  });

  describe('on a phone', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('shows the page whole and, before it, the nearest step the visitor may open', async () => {
      fakeColorScheme(false, { phone: true });
      const { items } = await trailAt('/app/admin/user/42/wallet');
      await waitFor(() =>
        expect(items()).toEqual([
          ['Người dùng', '/app/admin/user'],
          ['Ví', '/app/admin/user/42/wallet'],
        ]),
      );
    });

    it('leads back past the steps this visitor may not open', async () => {
      fakeColorScheme(false, { phone: true });
      const { items } = await trailAt('/app/admin/user/42/wallet', member);
      expect(items()).toEqual([
        ['Trang chủ', '/app'],
        ['Ví', null],
      ]);
    });
  });

  it('shows steps without a page of their own as plain text, and the record by name', async () => {
    const { items } = await trailAt('/app/admin/aov/heroes/edit/7');
    await waitFor(() =>
      expect(items()).toEqual([
        ['Trang chủ', '/app'],
        ['Quản trị', '/app/admin'],
        ['Aov', null],
        ['Tướng', '/app/admin/aov/heroes'],
        ['Sửa', null],
        ['Lữ Bố', '/app/admin/aov/heroes/edit/7'],
      ]),
    );
  });

  it('shows "#id" for a record it may not read, and react-admin\'s show page in Vietnamese', async () => {
    const { items } = await trailAt('/app/admin/payment/orders/5/show');
    await waitFor(() =>
      expect(items()).toEqual([
        ['Trang chủ', '/app'],
        ['Quản trị', '/app/admin'],
        ['Nạp tiền', null],
        ['Đơn nạp tiền', '/app/admin/payment/orders'],
        ['#5', null],
        ['Chi tiết', '/app/admin/payment/orders/5/show'],
      ]),
    );
  });

  it('names the own profile and the pages react-admin adds', () => {
    const words = (path: string) =>
      crumbsOf(path).map(({ label }) =>
        'key' in label ? i18nProvider.translate(label.key, label) : label,
      );
    expect(words('/app/profile/me/transfer')).toEqual([
      'Trang chủ',
      'Hồ sơ',
      'Của tôi',
      'Chuyển BELI',
    ]);
    expect(words('/app/access-denied')).toEqual(['Trang chủ', 'Không có quyền truy cập']);
  });

  it('labels every step of every route of the app in Vietnamese', () => {
    const untranslated: string[] = [];
    for (const route of routeTable) {
      const path = `/app/${route.path.replace(/:\w+/g, '1')}`;
      for (const { label } of crumbsOf(path)) {
        if ('text' in label) untranslated.push(`${route.path}: ${label.text}`);
        if ('key' in label && i18nProvider.translate(label.key, label) === label.key) {
          untranslated.push(`${route.path}: ${label.key}`);
        }
      }
    }
    expect(untranslated).toEqual([]);
    // Every route of the table is there: resources, their children and the custom pages.
    expect(routeTable.map((r) => r.path)).toEqual(
      expect.arrayContaining([
        'admin/aov/tags/temp',
        'admin/permission/group/:id',
        'admin/payment/events/:id/show',
        'admin/user/:userId/wallet',
        'tool/ghep-anh-2/:toolId/test1',
      ]),
    );
  });

  it("keeps a path the app does not serve in the visitor's own words, as plain text", () => {
    expect(crumbsOf('/app/admin/khong-co').map((c) => [c.label, c.to])).toEqual([
      [{ key: 'app.breadcrumb.app' }, '/app'],
      [{ key: 'app.breadcrumb.admin' }, '/app/admin'],
      [{ text: 'khong-co' }, undefined],
    ]);
  });
});

describe('tutorial video address', () => {
  it('embeds YouTube addresses and leaves others as links', () => {
    const embed = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';
    expect(youtubeEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe(embed);
    expect(youtubeEmbedUrl('https://youtu.be/dQw4w9WgXcQ')).toBe(embed);
    expect(youtubeEmbedUrl('https://www.youtube.com/embed/dQw4w9WgXcQ')).toBe(embed);
    expect(youtubeEmbedUrl('https://videos.example.test/huong-dan.mp4')).toBeNull();
    expect(youtubeEmbedUrl('không phải địa chỉ')).toBeNull();
  });
});
