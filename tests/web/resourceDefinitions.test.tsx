import { render, screen, within } from '@testing-library/react';
import { RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createElement } from 'react';
import { ResourceContextProvider } from 'react-admin';
import { formatBeli } from '../../common/beli';
import { RESOURCE_DEFINITIONS, type ResourceDefinition } from '../../common/resources';
import { labelOf } from '../../common/resources/define';
import type { Field } from '../../common/resources/fields';
import { authProvider, forgetPermissions } from '../../src/providers/authProvider';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { allows, SEEDED_ROLES, targetOf, validRecord } from '../support/definitionValues';
import { definitionList } from '../../src/lib/definitions/DefinitionList';
import { fakeColorScheme } from './support/matchMedia';
import { renderInAdmin } from './support/renderInAdmin';

/**
 * Every definition's list in the real <Admin>, and the app's access checks, walked from the
 * definitions (common/resources): the API's side is rows made from each definition's fields.
 */
type Row = Record<string, unknown> & { id: number };
const rowsOf = new Map<string, Row[]>(
  RESOURCE_DEFINITIONS.map((definition, d) => [
    definition.apiPath,
    [1, 2].map((id) => ({ id, ...validRecord(definition, d * 2 + id, () => 1, 'record') })),
  ]),
);
let permissions: readonly string[] = SEEDED_ROLES.admin;

async function api(input: RequestInfo | URL) {
  const url = new URL(String(input), 'http://localhost');
  const json = (body: unknown, headers: Record<string, string> = {}) =>
    new Response(JSON.stringify(body), {
      headers: { 'content-type': 'application/json', ...headers },
    });
  if (url.pathname === '/api/permissions/me') {
    const granted = permissions.map((name) => ({ name }));
    return json({ data: { groups: [{ id: 1, name: 'Nhóm', permissions: granted }] } });
  }
  if (url.pathname === '/api/users/me') {
    return json({ data: { id: 1, name: 'Admin', email: 'a@b.c', avatarUrl: null } });
  }
  const rows = rowsOf.get(url.pathname.replace(/^\/api\//, ''));
  if (!rows) return new Response('{}', { status: 404 });
  // getMany (a reference's names) asks by ids; the list, for its first page.
  const ids: unknown = JSON.parse(url.searchParams.get('filter') ?? '{}').id;
  const asked = Array.isArray(ids) ? rows.filter((row) => ids.includes(row.id)) : rows;
  return json(asked, { 'content-range': `rows 0-${asked.length - 1}/${asked.length}` });
}

beforeEach(() => {
  fakeColorScheme();
  localStorage.setItem('token', 'token');
  permissions = SEEDED_ROLES.admin;
  vi.stubGlobal('fetch', vi.fn(api));
});
afterEach(() => {
  forgetPermissions();
  vi.unstubAllGlobals();
});

/** What a cell shows for a field's value: a reference by its row's name, a day as 2/10/2019. */
function shown(field: Field, value: unknown): string {
  const target = targetOf(field);
  if (target) {
    const names = [value].flat().map((id) => {
      const row = rowsOf.get(target.apiPath)!.find((r) => r.id === id)!;
      return String(row[target.represent]);
    });
    return names.join('');
  }
  switch (field.kind) {
    case 'integer':
      return field.money ? formatBeli(Number(value)) : Number(value).toLocaleString('vi-VN');
    case 'choice':
      return field.choices[String(value)]!;
    case 'yesNo':
      return i18nProvider.translate(`ra.boolean.${String(value)}`);
    case 'day': {
      const [year, month, day] = String(value).split('-').map(Number);
      return `${day}/${month}/${year}`;
    }
    default:
      return value === null ? '' : String(value);
  }
}

/** A cell shows a text as its own, or as the title of what it draws (a colour's swatch). */
const cellShows = (cell: HTMLElement, text: string) =>
  cell.textContent === text || !!cell.querySelector(`[title="${CSS.escape(text)}"]`);

/** The list on screen: its columns' labels as headers, each row's values under them. */
async function expectListShows(definition: ResourceDefinition) {
  const { fields, list } = definition;
  const rows = rowsOf.get(definition.apiPath)!;
  const representOf = (row: Row) => String(row[definition.represent]);
  await screen.findByText(representOf(rows[1]!), {}, { timeout: 15_000 });
  const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
  const labels = list.columns.map((key) => labelOf(definition, key));
  expect(headers).toEqual(expect.arrayContaining(labels));
  for (const row of rows) {
    const cells = within(screen.getByText(representOf(row)).closest('tr')!).getAllByRole('cell');
    for (const key of list.columns) {
      const cell = cells[headers.indexOf(labelOf(definition, key))]!;
      const expected = shown(fields[key]!, row[key]);
      // A reference's name comes with a request of its own, after the rows.
      await vi.waitFor(() => expect(cellShows(cell, expected), `${key}: ${expected}`).toBe(true));
    }
  }
}

describe.each(RESOURCE_DEFINITIONS.map((d) => [d.name, d] as const))('%s', (_, definition) => {
  it('lists its columns under their Vietnamese headers, each value in its own cell', async () => {
    const { router } = await import('../../src/App');
    await router.navigate(`/app/${definition.name}`);
    render(<RouterProvider router={router} />);
    await expectListShows(definition);
  }, 30_000);

  it('draws the same from its definition alone, for a resource with no list of its own', async () => {
    renderInAdmin(
      <ResourceContextProvider value={definition.name}>
        {createElement(definitionList(definition))}
      </ResourceContextProvider>,
      {
        visitor: { identity: { id: 1 }, permissions: [...SEEDED_ROLES.admin] },
        path: `/app/${definition.name}`,
      },
    );
    await expectListShows(definition);
  }, 30_000);

  it("lets each role at it as its definition says, never where the server's guard would not", async () => {
    const roles = { ...SEEDED_ROLES, signedOut: [] };
    for (const [role, names] of Object.entries(roles)) {
      permissions = names;
      if (role === 'signedOut') localStorage.removeItem('token');
      forgetPermissions();
      for (const action of ['list', 'show', 'create', 'edit', 'delete']) {
        // Its pages may be for fewer than its API's readers (members run tools at /app/tool).
        const kind = action === 'list' || action === 'show' ? 'pages' : 'write';
        const allowed = await authProvider.canAccess!({ resource: definition.name, action });
        expect(allowed, `${role} ${action}`).toBe(allows(definition, names, kind));
        if (allowed) expect(allows(definition, names, kind === 'pages' ? 'read' : kind)).toBe(true);
      }
    }
  });
});
