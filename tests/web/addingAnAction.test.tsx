import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RESOURCE_DEFINITIONS, type ResourceDefinition } from '../../common/resources';
import type { ResourceEntry } from '../../src/resources/resourceEntry';
import { importReadmeBlock } from '../support/readmeExample';
import { fakeColorScheme } from './support/matchMedia';
import { adminSessionAnswer, jsonResponse } from './support/adminApi';

// README's "Adding an action", as written there: the definition in its list, and its app part.
const { notes } = await importReadmeBlock<{ notes: ResourceDefinition }>(
  'common/resources/notes.ts',
);
(RESOURCE_DEFINITIONS as ResourceDefinition[]).push(notes);
const { default: notesEntry } = await importReadmeBlock<{ default: ResourceEntry }>(
  'src/resources/notes.ts',
);
// What its line in ownEntries does: its entry in place of the one its definition alone makes.
const { resourceRegistry } = await import('../../src/resources/registry');
resourceRegistry.splice(
  resourceRegistry.findIndex((entry) => entry.name === notes.name),
  1,
  notesEntry,
);

/** The API's side, as registerRestResource answers it; the third note is gone meanwhile. */
const rows = [
  { id: 1, title: 'Chưa đăng', category: 'a', stars: 3, published: false },
  { id: 2, title: 'Đã đăng rồi', category: 'b', stars: 5, published: true },
  { id: 3, title: 'Vừa bị xóa', category: 'c', stars: 1, published: false },
];
const calls: string[] = [];
async function api(input: RequestInfo | URL, init: RequestInit = {}) {
  const url = new URL(String(input), 'http://localhost');
  const method = init.method ?? 'GET';
  calls.push(`${method} ${url.pathname}`);
  const json = jsonResponse;
  const session = adminSessionAnswer(url.pathname);
  if (session) return session;
  if (url.pathname === '/api/notes') {
    return json(rows, 200, { 'content-range': `notes 0-2/${rows.length}` });
  }
  if (url.pathname === '/api/notes/1/publish' && method === 'POST') {
    rows[0]!.published = true;
    return json(rows[0]);
  }
  return json({ message: 'Không tìm thấy dữ liệu', code: 'NOT_FOUND' }, 404);
}

beforeEach(() => {
  fakeColorScheme();
  localStorage.setItem('token', 'token');
  vi.stubGlobal('fetch', vi.fn(api));
  window.history.replaceState(null, '', '/app/admin/notes');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const rowOf = async (title: string) =>
  (await screen.findByText(title, {}, { timeout: 15_000 })).closest('tr')!;

describe("README's action, added by its app part", () => {
  it('offers its button on the rows not yet published, says it is done, and shows the server’s refusal', async () => {
    const { router } = await import('../../src/App');
    render(<RouterProvider router={router} />);

    const first = await rowOf('Chưa đăng');
    await userEvent.click(await within(first).findByRole('button', { name: 'Đăng' }));
    expect(await screen.findByText('Đã đăng ghi chú')).toBeInTheDocument();
    expect(calls).toContain('POST /api/notes/1/publish');
    // The click was the button's, not the row's: the list stays, reloaded without that button.
    expect(window.location.pathname).toBe('/app/admin/notes');
    await waitFor(() => expect(within(first).queryByRole('button', { name: 'Đăng' })).toBeNull());
    expect(within(await rowOf('Đã đăng rồi')).queryByRole('button', { name: 'Đăng' })).toBeNull();

    const gone = await rowOf('Vừa bị xóa');
    await userEvent.click(within(gone).getByRole('button', { name: 'Đăng' }));
    expect(await screen.findByText('Không tìm thấy dữ liệu')).toBeInTheDocument();
    expect(calls).toContain('POST /api/notes/3/publish');
  }, 30_000);
});
