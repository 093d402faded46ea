import { screen } from '@testing-library/react';
import { ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { askFirstListPage } from '../../../src/providers/early/firstListRequest';
import { askEarlyListPage } from '../../../src/providers/earlyListPage';
import { TagList } from '../../../src/resources/aovTags/tagScreens';
import { admin, member, renderInAdmin } from '../support/renderInAdmin';

const TAGS = [
  { id: 1, name: 'Đấu sĩ', slug: 'dau-si', color: '#aa0000', description: 'Cận chiến' },
  { id: 2, name: 'Pháp sư', slug: 'phap-su', color: '#0000aa', description: 'Phép thuật' },
];

/** GET /api/tags as the server answers it: the rows and their Content-Range, or a refusal. */
function stubTags(status = 200) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://portal.test');
    if (url.pathname !== '/api/tags') {
      return new Response(JSON.stringify({ message: 'Không tìm thấy' }), { status: 404 });
    }
    if (status !== 200) {
      return new Response(JSON.stringify({ message: 'Bạn không có quyền xem mục này' }), {
        status,
      });
    }
    return new Response(JSON.stringify(TAGS), {
      status: 200,
      headers: { 'content-type': 'application/json', 'content-range': 'tags 0-1/2' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const tagCalls = (fetchMock: ReturnType<typeof stubTags>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://portal.test'))
    .filter((url) => url.pathname === '/api/tags');

/** The browser on `path` with a session, as the app's code loads. */
function coldLoadAt(path: string) {
  window.history.replaceState(null, '', path);
  localStorage.setItem('token', 'a-session-token');
}

/** Every request answered and its answer read. */
async function settled(fetchMock: ReturnType<typeof stubTags>) {
  await Promise.allSettled(fetchMock.mock.results.map((result) => result.value));
  await new Promise((resolve) => setTimeout(resolve, 50));
}

/** What the early request asked /api/tags for, on a cold load of `path` (after `before`). */
function earlyRequestAt(path: string, before = () => {}) {
  const fetchMock = stubTags();
  coldLoadAt(path);
  before();
  askEarlyListPage();
  const [early] = tagCalls(fetchMock);
  return { fetchMock, asked: (name: string) => early?.searchParams.get(name) };
}

const renderTagList = (visitor = admin) =>
  renderInAdmin(
    <ResourceContextProvider value="admin/aov/tags">
      <TagList />
    </ResourceContextProvider>,
    { visitor, path: '/app/admin/aov/tags' },
  );

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('the first load of a catalogue list', () => {
  it('asks for its first page as the code loads, and the list shows it without asking again', async () => {
    const { fetchMock, asked } = earlyRequestAt('/app/admin/aov/tags');
    expect(asked('range')).toBe('[0,24]');
    expect(asked('sort')).toBe('["name","ASC"]');
    expect(asked('filter')).toBe('{}');
    renderTagList();
    expect(await screen.findByText('Pháp sư')).toBeInTheDocument();
    expect(tagCalls(fetchMock)).toHaveLength(1);
    // The first render of the file loads react-admin's list parts: slow on a loaded machine.
  }, 20_000);

  it('takes the page its small early script asked for before the app ran: one request', async () => {
    const fetchMock = stubTags();
    coldLoadAt('/app/admin/aov/tags');
    askFirstListPage();
    expect(tagCalls(fetchMock)).toHaveLength(1);
    askEarlyListPage();
    renderTagList();
    expect(await screen.findByText('Pháp sư')).toBeInTheDocument();
    expect(tagCalls(fetchMock)).toHaveLength(1);
  }, 20_000);

  it('leaves a list opened with a query or kept params to the app: the early script asks nothing', () => {
    const fetchMock = stubTags();
    coldLoadAt('/app/admin/aov/tags?page=2');
    askFirstListPage();
    coldLoadAt('/app/admin/aov/tags');
    localStorage.setItem('RaStore.admin/aov/tags.listParams', JSON.stringify({ page: 2 }));
    askFirstListPage();
    localStorage.removeItem('RaStore.admin/aov/tags.listParams');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for the page the list will open on: its sort and page in the URL', () => {
    const { asked } = earlyRequestAt('/app/admin/aov/tags?sort=slug&order=DESC&page=2&perPage=10');
    expect(asked('range')).toBe('[10,19]');
    expect(asked('sort')).toBe('["slug","DESC"]');
  });

  it('asks for the page react-admin kept from the last visit', () => {
    const { asked } = earlyRequestAt('/app/admin/aov/tags', () =>
      localStorage.setItem(
        'RaStore.admin/aov/tags.listParams',
        JSON.stringify({ sort: 'slug', order: 'DESC', page: 1, perPage: 25, filter: { q: 'sĩ' } }),
      ),
    );
    expect(asked('sort')).toBe('["slug","DESC"]');
    expect(asked('filter')).toBe('{"q":"sĩ"}');
  });

  it('asks nothing for a visitor without a session or off a catalogue list', () => {
    const fetchMock = stubTags();
    window.history.replaceState(null, '', '/app/admin/aov/tags');
    askEarlyListPage();
    coldLoadAt('/app/admin/aov/tags/create');
    askEarlyListPage();
    coldLoadAt('/app/admin/users');
    askEarlyListPage();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows no rows when the server refuses the early request on its way: the list waits on it', async () => {
    const fetchMock = stubTags(403);
    coldLoadAt('/app/admin/aov/tags');
    askEarlyListPage();
    renderTagList(member);
    await settled(fetchMock);
    expect(tagCalls(fetchMock)).toHaveLength(1);
    // The list drew its frame and says it holds nothing, rather than the refused rows or nothing.
    expect(await screen.findByText('Không có Thẻ nào')).toBeInTheDocument();
    expect(screen.queryByText('Pháp sư')).not.toBeInTheDocument();
  });

  it('shows no rows when the server refused before the list rendered: the list asks itself', async () => {
    const fetchMock = stubTags(403);
    coldLoadAt('/app/admin/aov/tags');
    askEarlyListPage();
    await settled(fetchMock);
    renderTagList(member);
    await vi.waitFor(() => expect(tagCalls(fetchMock)).toHaveLength(2));
    await settled(fetchMock);
    expect(await screen.findByText('Không có Thẻ nào')).toBeInTheDocument();
    expect(screen.queryByText('Pháp sư')).not.toBeInTheDocument();
  });
});
