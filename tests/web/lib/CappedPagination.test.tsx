import { screen } from '@testing-library/react';
import { ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TagList } from '../../../src/resources/aovTags/tagScreens';
import { admin, renderInAdmin } from '../support/renderInAdmin';

const TAG = { id: 1, name: 'Đấu sĩ', slug: 'dau-si', color: '#aa0000', description: 'Cận chiến' };

/** GET /api/tags answering one row under the given Content-Range total. */
function stubTagsTotal(total: number) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify([TAG]), {
          status: 200,
          headers: { 'content-type': 'application/json', 'content-range': `tags 0-0/${total}` },
        }),
    ),
  );
}

const renderTagsAt = (path: string) =>
  renderInAdmin(
    <ResourceContextProvider value="admin/aov/tags">
      <TagList />
    </ResourceContextProvider>,
    { visitor: admin, path },
  );

const searchPath = `/app/admin/aov/tags?filter=${encodeURIComponent('{"q":"sĩ"}')}`;

afterEach(() => vi.unstubAllGlobals());

describe('a list whose total is the server cap', () => {
  it('says a search found 1 000 or more and asks to narrow it', async () => {
    stubTagsTotal(1000);
    renderTagsAt(searchPath);
    expect(await screen.findByText(/Có từ 1\.000 kết quả trở lên/)).toBeInTheDocument();
    expect(screen.getByText(/Hãy gõ thêm để thu hẹp tìm kiếm/)).toBeInTheDocument();
  }, 20_000);

  it('says a list of 10 000 rows or more shows only its first 10 000', async () => {
    stubTagsTotal(10_000);
    renderTagsAt('/app/admin/aov/tags');
    expect(
      await screen.findByText(
        /Danh sách có từ 10\.000 dòng trở lên và chỉ xem được 10\.000 dòng đầu/,
      ),
    ).toBeInTheDocument();
  });

  it('says nothing under the cap', async () => {
    stubTagsTotal(999);
    renderTagsAt(searchPath);
    expect(await screen.findByText('Đấu sĩ')).toBeInTheDocument();
    expect(screen.queryByText(/trở lên/)).not.toBeInTheDocument();
  });
});
