import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RESOURCE_DEFINITIONS, type ResourceDefinition } from '../../common/resources';
import { importReadmeBlock } from '../support/readmeExample';
import { fakeColorScheme } from './support/matchMedia';
import { adminSessionAnswer, jsonResponse } from './support/adminApi';

// README's "Adding a resource", as written there: the definition and its line in the list.
const { notes } = await importReadmeBlock<{ notes: ResourceDefinition }>(
  'common/resources/notes.ts',
);
(RESOURCE_DEFINITIONS as ResourceDefinition[]).push(notes);

/** The API's side, as registerRestResource answers it. */
const rows = [
  { id: 1, title: 'Ghi chú 1', category: 'a', stars: 3, heroId: 7 },
  { id: 2, title: 'Ghi chú 2', category: 'b', stars: 5, heroId: null },
];
const heroes = [{ id: 7, name: 'Airi', slug: 'airi' }];
const calls: string[] = [];
async function api(input: RequestInfo | URL, init: RequestInit = {}) {
  const url = new URL(String(input), 'http://localhost');
  const method = init.method ?? 'GET';
  calls.push(`${method} ${url.pathname}`);
  const json = jsonResponse;
  const session = adminSessionAnswer(url.pathname);
  if (session) return session;
  if (url.pathname === '/api/notes') {
    return json(rows, 200, { 'content-range': `notes 0-1/${rows.length}` });
  }
  if (url.pathname === '/api/heroes') {
    return json(heroes, 200, { 'content-range': `heroes 0-0/${heroes.length}` });
  }
  if (url.pathname === '/api/notes/1' && method === 'GET') return json(rows[0]);
  if (url.pathname === '/api/notes/1' && method === 'PUT') {
    const body = JSON.parse(String(init.body));
    if (!body.title?.trim()) {
      const errors = { title: 'Tiêu đề không được để trống' };
      return json({ message: 'Dữ liệu không hợp lệ', code: 'VALIDATION_ERROR', errors }, 400);
    }
    return json({ ...rows[0], ...body });
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

describe("README's resource, added by its definition", () => {
  it('lists through its apiPath, opens edit/{id} on a row click and shows server messages under the inputs', async () => {
    const { router } = await import('../../src/App');
    render(<RouterProvider router={router} />);

    const row = (await screen.findByText('Ghi chú 2', {}, { timeout: 15_000 })).closest('tr')!;
    expect(calls).toContain('GET /api/notes');
    // A header for each column, and each value in a cell of its own under it.
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Tiêu đề', 'Loại', 'Số sao']));
    const cells = within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual(expect.arrayContaining(['Ghi chú 2', 'Cá nhân', '5']));
    // Its hero by name, read after the rows.
    const first = screen.getByText('Ghi chú 1').closest('tr')!;
    expect(await within(first).findByText('Airi')).toBeInTheDocument();

    await userEvent.click(await screen.findByText('Ghi chú 1'));
    await waitFor(() => expect(window.location.pathname).toBe('/app/admin/notes/edit/1'));
    // The edit page's code loads when it is first opened: as patient as the list's first draw.
    const title = await screen.findByDisplayValue('Ghi chú 1', {}, { timeout: 15_000 });
    expect(await screen.findByRole('combobox', { name: 'Tướng' })).toHaveValue('Airi');
    await userEvent.clear(title);
    await userEvent.click(screen.getByRole('button', { name: /save|lưu/i }));
    expect(await screen.findByText('Tiêu đề không được để trống')).toBeInTheDocument();
    expect(calls).toContain('PUT /api/notes/1');
  }, 30_000);
});
