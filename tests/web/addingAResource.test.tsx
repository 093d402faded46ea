import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable, TextInput } from 'react-admin';
import { RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogueForms } from '../../src/lib/catalogueForms';
import { editRoutes } from '../../src/lib/editRoute';
import { searchFilter } from '../../src/lib/listFilters';
import { ResourceList } from '../../src/lib/ResourceList';
import { ResponsiveDatagrid } from '../../src/lib/ResponsiveDatagrid';
import { resourceRegistry, type ResourceEntry } from '../../src/resources/registry';
import { fakeColorScheme } from './support/matchMedia';

/* The client half of README's "Adding a resource", exactly as written there. */
function NoteList() {
  return (
    <ResourceList filters={[searchFilter()]}>
      <ResponsiveDatagrid primaryText={(note) => note.title}>
        <DataTable.Col source="title" />
        <DataTable.Col source="category" />
      </ResponsiveDatagrid>
    </ResourceList>
  );
}
function NoteInputs() {
  return (
    <>
      <TextInput source="title" />
      <TextInput source="category" />
    </>
  );
}
const { CreatePage, EditPage } = catalogueForms(NoteInputs);
const notes: ResourceEntry = {
  name: 'admin/notes',
  apiPath: 'notes',
  access: { read: ['permission.me'], write: ['config.private.all'] },
  list: NoteList,
  create: CreatePage,
  children: editRoutes(EditPage),
  recordRepresentation: 'title',
};

/** The API's side, as registerRestResource answers it. */
const rows = [
  { id: 1, title: 'Ghi chú 1', category: 'a' },
  { id: 2, title: 'Ghi chú 2', category: 'b' },
];
const calls: string[] = [];
async function api(input: RequestInfo | URL, init: RequestInit = {}) {
  const url = new URL(String(input), 'http://localhost');
  const method = init.method ?? 'GET';
  calls.push(`${method} ${url.pathname}`);
  const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', ...headers },
    });
  if (url.pathname === '/api/permissions/me') {
    const permissions = [{ name: 'permission.me' }, { name: 'config.private.all' }];
    return json({ data: { groups: [{ id: 1, name: 'Quản trị viên', permissions }] } });
  }
  if (url.pathname === '/api/users/me') {
    return json({ data: { id: 1, name: 'Admin', email: 'a@b.c', avatarUrl: null } });
  }
  if (url.pathname === '/api/notes') {
    return json(rows, 200, { 'content-range': `notes 0-1/${rows.length}` });
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
  resourceRegistry.push(notes);
  window.history.replaceState(null, '', '/app/admin/notes');
});
afterEach(() => {
  resourceRegistry.splice(resourceRegistry.indexOf(notes), 1);
  vi.unstubAllGlobals();
});

describe('a resource added by one registry entry', () => {
  it('lists through its apiPath, opens edit/{id} on a row click and shows server messages under the inputs', async () => {
    const { router } = await import('../../src/App');
    render(<RouterProvider router={router} />);

    const row = (await screen.findByText('Ghi chú 2', {}, { timeout: 15_000 })).closest('tr')!;
    expect(calls).toContain('GET /api/notes');
    // A header for each column, and each value in a cell of its own under it.
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Title', 'Category']));
    const cells = within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual(expect.arrayContaining(['Ghi chú 2', 'b']));

    await userEvent.click(await screen.findByText('Ghi chú 1'));
    await waitFor(() => expect(window.location.pathname).toBe('/app/admin/notes/edit/1'));
    const title = await screen.findByDisplayValue('Ghi chú 1');
    await userEvent.clear(title);
    await userEvent.click(screen.getByRole('button', { name: /save|lưu/i }));
    expect(await screen.findByText('Tiêu đề không được để trống')).toBeInTheDocument();
    expect(calls).toContain('PUT /api/notes/1');
  }, 30_000);
});
