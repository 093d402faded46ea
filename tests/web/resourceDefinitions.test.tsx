import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ResourceContextProvider } from 'react-admin';
import { formatBeli } from '../../common/beli';
import { formatVnd } from '../../src/lib/money';
import { RESOURCE_DEFINITIONS, type ResourceDefinition } from '../../common/resources';
import { labelOf, methodsOf } from '../../common/resources/define';
import type { Field } from '../../common/resources/fields';
import { authProvider, forgetPermissions } from '../../src/providers/authProvider';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { inputOf } from '../../server/lib/resources/fieldSchemas';
import { partialInput } from '../../server/lib/partialInput';
import {
  allows,
  badValue,
  SEEDED_ROLES,
  targetOf,
  validRecord,
  validValue,
} from '../support/definitionValues';
import { DefinitionList } from '../../src/lib/definitions/DefinitionList';
import { resourceRegistry } from '../../src/resources/registry';
import { fakeColorScheme } from './support/matchMedia';
import { renderInAdmin } from './support/renderInAdmin';

/**
 * Every definition's list, create and edit forms and delete in the real <Admin>, and the app's
 * access checks, walked from the definitions (common/resources): the API's side is rows made
 * from each definition's fields, its writes checked by the server's own schema of the
 * definition (`inputOf`) and refused with its messages, as the server answers them.
 */
type Row = Record<string, unknown> & { id: number };
const rowsOf = new Map<string, Row[]>(
  RESOURCE_DEFINITIONS.map((definition, d) => [
    definition.apiPath,
    // Rows its list opens on: under its default filter (bank events: the waiting ones).
    [1, 2].map((id) => ({
      id,
      ...validRecord(definition, d * 2 + id, () => 1, 'record'),
      ...definition.list.defaultFilter,
    })),
  ]),
);
let permissions: readonly string[] = SEEDED_ROLES.admin;
/** The writes the API answered: `POST heroes 400`, with the bodies sent. */
let writes: { call: string; body: Record<string, unknown> }[] = [];
/** Rows the test created, by `apiPath/id`: the app opens one after its create. */
let created = new Map<string, Row>();

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

/** The rows of other definitions whose reference field names this row (they keep it). */
const usersOf = (definition: ResourceDefinition, id: number) =>
  RESOURCE_DEFINITIONS.flatMap((other) =>
    Object.entries(other.fields)
      .filter(([, field]) => field.kind === 'reference' && field.resource === definition.name)
      .flatMap(([key]) => rowsOf.get(other.apiPath)!.filter((row) => row[key] === id)),
  );

/** A write checked by the server's own schema of the definition, answered as the server does. */
function answerWrite(
  definition: ResourceDefinition,
  method: string,
  row: Row | undefined,
  body: string,
) {
  const sent = JSON.parse(body) as Record<string, unknown>;
  const schema = method === 'POST' ? inputOf(definition) : partialInput(inputOf(definition));
  const checked = schema.safeParse(sent);
  const status = checked.success ? (method === 'POST' ? 201 : 200) : 400;
  writes.push({ call: `${method} ${definition.apiPath} ${status}`, body: sent });
  if (!checked.success) {
    const errors: Record<string, string> = {};
    for (const issue of checked.error.issues) errors[issue.path.join('.') || '_'] ??= issue.message;
    return json({ message: 'Dữ liệu không hợp lệ', code: 'VALIDATION_ERROR', errors }, 400);
  }
  const saved = { ...row, ...checked.data, id: row?.id ?? 3 };
  if (!row) created.set(`${definition.apiPath}/${saved.id}`, saved);
  return json(saved, status);
}

function answerDelete(definition: ResourceDefinition, row: Row) {
  const users = usersOf(definition, row.id);
  const status = users.length ? 409 : 200;
  writes.push({ call: `DELETE ${definition.apiPath} ${status}`, body: {} });
  if (!users.length) return json(row);
  return json({ message: `Còn ${users.length} dòng dùng dòng này`, code: 'IN_USE' }, 409);
}

/** A filter's value matches a row's field of that name (ids: any of them); others are ignored. */
const matches = (row: Row, filter: Record<string, unknown>) =>
  Object.entries(filter).every(
    ([key, value]) => !(key in row) || [value].flat().includes(row[key]),
  );

async function api(input: RequestInfo | URL, init: RequestInit = {}) {
  const url = new URL(String(input), 'http://localhost');
  const method = init.method ?? 'GET';
  if (url.pathname === '/api/permissions/me') {
    const granted = permissions.map((name) => ({ name }));
    return json({ data: { groups: [{ id: 1, name: 'Nhóm', permissions: granted }] } });
  }
  if (url.pathname === '/api/users/me') {
    return json({ data: { id: 1, name: 'Admin', email: 'a@b.c', avatarUrl: null } });
  }
  const [, apiPath = '', id] = /^\/api\/(.+?)(?:\/(\d+))?$/.exec(url.pathname) ?? [];
  const definition = RESOURCE_DEFINITIONS.find((d) => d.apiPath === apiPath);
  const rows = rowsOf.get(apiPath);
  if (!definition || !rows) return json({}, 404);
  if (id !== undefined) {
    const row = rows.find((r) => r.id === Number(id)) ?? created.get(`${apiPath}/${id}`);
    if (!row) return json({ message: 'Không tìm thấy dữ liệu', code: 'NOT_FOUND' }, 404);
    if (method === 'PUT') return answerWrite(definition, method, row, String(init.body));
    return method === 'DELETE' ? answerDelete(definition, row) : json(row);
  }
  if (method === 'POST') return answerWrite(definition, method, undefined, String(init.body));
  // The list's first page, a reference's names (by ids), rows using a row (by its field).
  const filter = JSON.parse(url.searchParams.get('filter') ?? '{}');
  const asked = rows.filter((row) => matches(row, filter));
  return json(asked, 200, { 'content-range': `rows 0-${asked.length - 1}/${asked.length}` });
}

beforeEach(() => {
  fakeColorScheme();
  localStorage.setItem('token', 'token');
  permissions = SEEDED_ROLES.admin;
  writes = [];
  created = new Map();
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
      if (!field.money) return Number(value).toLocaleString('vi-VN');
      return (field.money === 'vnd' ? formatVnd : formatBeli)(Number(value));
    case 'choice':
      return field.choices[String(value)]!;
    case 'yesNo':
      return i18nProvider.translate(`ra.boolean.${String(value)}`);
    case 'day': {
      const [year, month, day] = String(value).split('-').map(Number);
      return `${day}/${month}/${year}`;
    }
    case 'time':
      return new Date(String(value)).toLocaleString('vi-VN');
    default:
      return value === null ? '' : String(value);
  }
}

/**
 * A cell shows a text as its own, or as the title of what it draws (a colour's swatch); in a
 * list of the resource's own, among what else it adds (an order's "Trễ hạn" beside its state),
 * or as the value itself (a bank event's order number, not grouped in thousands).
 */
const cellShows = (cell: HTMLElement, text: string, own: { value: unknown } | null) =>
  cell.textContent === text ||
  !!cell.querySelector(`[title="${CSS.escape(text)}"]`) ||
  (!!own && (cell.textContent!.includes(text) || cell.textContent === String(own.value)));

/** The list on screen: its columns' labels as headers, each row's values under them. */
async function expectListShows(definition: ResourceDefinition, own = false) {
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
      await vi.waitFor(
        () =>
          expect(
            cellShows(cell, expected, own ? { value: row[key] } : null),
            `${key}: ${expected}`,
          ).toBe(true),
        { timeout: 5_000 },
      );
    }
  }
}

/** A field typed into a text box (a required text first): the form's message is tried on it. */
function probeOf(definition: ResourceDefinition): [string, Field] {
  const fields = Object.entries(definition.fields);
  const typed = ['text', 'slug', 'pattern', 'integer'];
  const probe =
    fields.find(([, field]) => field.kind === 'text' && field.required) ??
    fields.find(([, field]) => typed.includes(field.kind));
  if (!probe) throw new Error(`${definition.name}: no field typed into a text box to try`);
  return probe;
}

/** What the server's schema says of the field's bad value. */
function serverMessage(definition: ResourceDefinition, key: string, value: unknown) {
  const checked = inputOf(definition).shape[key]!.safeParse(value);
  return checked.error!.issues[0]!.message;
}

const SAVE = /^(save|lưu)$/i;
const sentWrites = () => writes.map((w) => w.call);

/** Opens a page of the app in the real <Admin>. */
async function open(path: string) {
  const { router } = await import('../../src/App');
  await router.navigate(`/app/${path}`);
  render(<RouterProvider router={router} />);
}

/** Types `value` over what the input holds (pasted: a long text would take a while to type). */
async function replaceText(input: HTMLElement, value: string) {
  await userEvent.clear(input);
  await userEvent.click(input);
  if (value) await userEvent.paste(value);
}

/** Saves a bad value of the probe, expects the server's message, then saves a good one. */
async function expectSavesAfterServerMessage(definition: ResourceDefinition, method: string) {
  const [key, field] = probeOf(definition);
  const label = new RegExp(`^${labelOf(definition, key).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
  const input = await screen.findByLabelText(label, {}, { timeout: 15_000 });
  const bad = badValue(field);
  await replaceText(input, String(bad));
  await userEvent.click(screen.getByRole('button', { name: SAVE }));
  expect(await screen.findByText(serverMessage(definition, key, bad))).toBeInTheDocument();
  expect(sentWrites()).toEqual([`${method} ${definition.apiPath} 400`]);

  const good = validValue(field, 50, () => 1);
  await replaceText(input, String(good));
  await userEvent.click(screen.getByRole('button', { name: SAVE }));
  await waitFor(() =>
    expect(sentWrites().at(-1)).toBe(
      `${method} ${definition.apiPath} ${method === 'POST' ? 201 : 200}`,
    ),
  );
  expect(writes.at(-1)!.body[key]).toEqual(good);
}

/** Clicks delete, and the dialog's confirm once it may be clicked (after it counted the users). */
async function askToDelete() {
  const del = new RegExp(`^(${i18nProvider.translate('ra.action.delete')})$`, 'i');
  await userEvent.click(await screen.findByRole('button', { name: del }, { timeout: 15_000 }));
  const dialog = await screen.findByRole('dialog');
  const confirm = new RegExp(
    `^(${i18nProvider.translate('ra.action.confirm')}|${i18nProvider.translate('ra.action.delete')})$`,
    'i',
  );
  const button = within(dialog).getByRole('button', { name: confirm });
  return { dialog, button };
}

describe.each(RESOURCE_DEFINITIONS.map((d) => [d.name, d] as const))('%s', (_, definition) => {
  const entry = resourceRegistry.find((e) => e.name === definition.name)!;
  it('lists its columns under their Vietnamese headers, each value in its own cell', async () => {
    const { router } = await import('../../src/App');
    await router.navigate(`/app/${definition.name}`);
    render(<RouterProvider router={router} />);
    // The app's list may be the resource's own, which adds to what a cell shows.
    await expectListShows(definition, true);
  }, 30_000);

  it('draws the same from its definition alone, for a resource with no list of its own', async () => {
    renderInAdmin(
      <ResourceContextProvider value={definition.name}>
        <DefinitionList definition={definition} />
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

  // A resource with forms of its own (a tool's options, a wallet's transfer) is driven by its
  // own tests (toolAdmin, wallet); these walk the forms a definition makes.
  const ownForms = !!entry.edit;
  const methods = ownForms ? [] : methodsOf(definition);
  const rows = rowsOf.get(definition.apiPath)!;

  if (methods.includes('create')) {
    it("create shows the server's message under the field, then saves", async () => {
      const [key, field] = probeOf(definition);
      // The form opens with valid values (react-admin's `?source=`), but the probe's.
      const record = {
        ...validRecord(definition, 50, () => 1),
        [key]: validValue(field, 50, () => 1),
      };
      await open(`${definition.name}/create?source=${encodeURIComponent(JSON.stringify(record))}`);
      await expectSavesAfterServerMessage(definition, 'POST');
      await waitFor(() => expect(window.location.pathname).toBe(`/app/${definition.name}/edit/3`));
    }, 60_000);
  }

  if (methods.includes('update')) {
    it("edit shows the server's message under the field, then saves", async () => {
      const [key] = probeOf(definition);
      await open(`${definition.name}/edit/1`);
      await screen.findByDisplayValue(String(rows[0]![key]), {}, { timeout: 15_000 });
      await expectSavesAfterServerMessage(definition, 'PUT');
    }, 60_000);
  }

  if (methods.includes('delete')) {
    it('deletes a row nothing keeps, and refuses one a row keeps, saying why', async () => {
      const free = rows.find((row) => !usersOf(definition, row.id).length)!;
      await open(`${definition.name}/edit/${free.id}`);
      const { button } = await askToDelete();
      await waitFor(() => expect(button).toBeEnabled());
      await userEvent.click(button);
      await waitFor(() => expect(sentWrites()).toEqual([`DELETE ${definition.apiPath} 200`]));
      const deleted = i18nProvider.translate('ra.notification.deleted', { smart_count: 1 });
      expect(await screen.findByText(deleted)).toBeInTheDocument();

      const kept = rows.find((row) => usersOf(definition, row.id).length);
      if (!kept) return;
      const users = usersOf(definition, kept.id).length;
      cleanup();
      writes = [];
      await open(`${definition.name}/edit/${kept.id}`);
      const asked = await askToDelete();
      // Refused before asking the server (the dialog says why, its delete disabled), or by it.
      const refusedHere = () =>
        asked.dialog.textContent!.includes(String(users)) && asked.button.hasAttribute('disabled');
      await waitFor(() =>
        expect(refusedHere() || !asked.button.hasAttribute('disabled')).toBe(true),
      );
      if (!refusedHere()) {
        await userEvent.click(asked.button);
        expect(await screen.findByText(`Còn ${users} dòng dùng dòng này`)).toBeInTheDocument();
      }
      expect(sentWrites()).not.toContain(`DELETE ${definition.apiPath} 200`);
    }, 60_000);
  }
});
