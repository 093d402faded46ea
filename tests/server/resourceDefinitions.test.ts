import { describe, expect, it } from 'vitest';
import { RESOURCE_DEFINITIONS, type ResourceDefinition } from '../../common/resources';
import { exportHeaderOf, exportOf, methodsOf, type Method } from '../../common/resources/define';
import { vietnamDateTime } from '../../server/lib/export/columns';
import type { Field } from '../../common/resources/fields';
import {
  allows,
  badValue,
  SEEDED_ROLES,
  takes,
  targetOf,
  validRecord,
} from '../support/definitionValues';
import { readWithGnumeric, serialAsWallClock } from '../support/spreadsheet';
import { bearer } from '../support/testApp';
import { VIETNAMESE } from '../support/vietnamese';
import { createOrder, paymentAppForFile, postWebhook } from './payments/support';
import { sepayEvent } from '../support/sepayWebhook';

/**
 * The contract of every resource said by a definition (common/resources), walked from the
 * definitions themselves: a resource moved to them later is covered without a line here.
 */
const t = paymentAppForFile();
type Row = Record<string, unknown> & { id: number };
type Role = 'admin' | 'member' | 'signedOut';
const ROLES: Role[] = ['admin', 'member', 'signedOut'];
const headersOf = (role: Role) => (role === 'signedOut' ? {} : t[role]);

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, role: Role, body?: object) =>
  t.app.inject({ method, url: `/api/${url}`, headers: headersOf(role), payload: body });

/** The status the guard answers a role: the action's own when it holds the permission. */
function statusFor(
  definition: ResourceDefinition,
  role: Role,
  action: 'read' | 'write',
  ok: number,
) {
  if (role === 'signedOut') return 401;
  return allows(definition, SEEDED_ROLES[role], action) ? ok : 403;
}

/** Each `made` is a number no other record of this file took (unique slugs, names). */
let made = 0;

/** The newest row of a list, as the admin reads it. */
async function newest(definition: ResourceDefinition) {
  const answer = await api('GET', `${definition.apiPath}?sort=["id","DESC"]&range=[0,0]`, 'admin');
  return (answer.json() as Row[])[0]!;
}

/** How the portal makes the records of a definition with no create: as it does for real. */
const MADE_ELSEWHERE: Record<string, () => Promise<Row>> = {
  // A member's top-up.
  'admin/payment/orders': async () => {
    const order = await createOrder(t, t.member, 100_000);
    return (await api('GET', `payments/orders/${order.id}`, 'admin')).json() as Row;
  },
  // The bank's webhook, a transfer matching no order.
  'admin/payment/events': async () => {
    const n = ++made;
    const sent = sepayEvent({ content: `chuyen tien ${n}`, referenceCode: `FT${n}` });
    expect((await postWebhook(t, sent)).statusCode).toBe(200);
    return newest(RESOURCE_DEFINITIONS.find((d) => d.name === 'admin/payment/events')!);
  },
  // A first sign-in, which makes the account.
  'admin/user': async () => {
    const token = await t.signIn(`nguoi-dung-${++made}@example.com`);
    const me = await t.app.inject({ url: '/api/users/me', headers: bearer(token) });
    return (await api('GET', `users/${me.json().data.id}`, 'admin')).json() as Row;
  },
};

/** A new valid record, its related rows (a skin's hero) made first from their own definitions. */
async function create(definition: ResourceDefinition, given: Record<string, number> = {}) {
  const elsewhere = MADE_ELSEWHERE[definition.name];
  if (!methodsOf(definition).includes('create')) return elsewhere!();
  const related: Record<string, number> = { ...given };
  for (const field of Object.values(definition.fields)) {
    const target = targetOf(field);
    if (target && !(target.name in related)) related[target.name] = (await create(target)).id;
  }
  const body = validRecord(definition, ++made, (_, target) => related[target.name]!);
  const answer = await api('POST', definition.apiPath, 'admin', body);
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json() as Row;
}

/** Valid new values for a record's fields (those `on` takes), keeping the rows it refers to. */
const editOf = (definition: ResourceDefinition, record: Row, on: 'create' | 'update' = 'update') =>
  validRecord(
    definition,
    ++made,
    (key) => {
      const value = record[key];
      return (Array.isArray(value) ? value[0] : value) as number;
    },
    on,
  );

/** What a route the definition leaves out answers: nothing is there (404). */
const serves = (definition: ResourceDefinition, method: Method, ok: number) =>
  methodsOf(definition).includes(method) ? ok : 404;

/** Whether a role's list shows the record (a scope may hide it: members see active tools only). */
async function listShows(definition: ResourceDefinition, role: Role, id: number) {
  const filter = encodeURIComponent(JSON.stringify({ id: [id] }));
  const answer = await api('GET', `${definition.apiPath}?filter=${filter}`, role);
  return answer.statusCode === 200 && (answer.json() as Row[]).length === 1;
}

async function listAll(definition: ResourceDefinition): Promise<Row[]> {
  const rows: Row[] = [];
  for (let total = Infinity; rows.length < total;) {
    const range = JSON.stringify([rows.length, rows.length + 999]);
    const answer = await api('GET', `${definition.apiPath}?range=${range}`, 'admin');
    total = Number(answer.headers['content-range']!.toString().split('/')[1]);
    rows.push(...(answer.json() as Row[]));
  }
  return rows;
}

const totalOf = async (definition: ResourceDefinition) =>
  (await api('GET', `${definition.apiPath}?range=[0,0]`, 'admin')).headers['content-range'];

/** A field's value as an export shows it: a choice's label, a reference by its row's name. */
async function exported(field: Field, value: unknown): Promise<string> {
  const target = targetOf(field);
  if (target) {
    const names = [value].flat().map(async (id) => {
      const row = (await api('GET', `${target.apiPath}/${String(id)}`, 'admin')).json();
      return String(row[target.represent]);
    });
    return (await Promise.all(names)).join(', ');
  }
  if (value === null || value === undefined) {
    // A moment not come yet reads as its field says (a user never signed in).
    return field.kind === 'time' ? (field.empty ?? '') : '';
  }
  if (field.kind === 'choice') return field.choices[String(value)]!;
  if (field.kind === 'yesNo') return value ? 'Có' : 'Không';
  if (field.kind === 'texts') return (value as string[]).join(', ');
  if (field.kind === 'time') return vietnamDateTime(new Date(String(value)));
  return String(value);
}

/** Values as the API answers them: texts trimmed. */
const answered = (body: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(body).map(([key, value]) => [
      key,
      typeof value === 'string' ? value.trim() : value,
    ]),
  );

it('knows what the seeded administrator and member hold', async () => {
  for (const role of ['admin', 'member'] as const) {
    const me = (await api('GET', 'permissions/me', role)).json();
    const names = me.data.groups.flatMap((g: { permissions: { name: string }[] }) =>
      g.permissions.map((p) => p.name),
    );
    expect(new Set(names)).toEqual(new Set(SEEDED_ROLES[role]));
  }
});

describe.each(RESOURCE_DEFINITIONS.map((d) => [d.name, d] as const))('%s', (_, definition) => {
  const { apiPath, fields, list } = definition;
  const methods = methodsOf(definition);
  const writable = (on: 'create' | 'update') =>
    Object.entries(fields).filter(([, field]) => takes(field, on));

  it('lists with Content-Range and its columns on every row, to whoever may read it', async () => {
    await create(definition);
    for (const role of ROLES) {
      const answer = await api('GET', `${apiPath}?range=[0,24]`, role);
      expect(answer.statusCode, role).toBe(statusFor(definition, role, 'read', 200));
      if (answer.statusCode !== 200) continue;
      expect(answer.headers['content-range']).toMatch(/^[\w/-]+ \d+-\d+\/\d+$/);
      const rows = answer.json() as Row[];
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows)
        expect(Object.keys(row)).toEqual(expect.arrayContaining(list.columns));
    }
  });

  it('guards each route by its read and write permissions, and a refused write changes nothing', async () => {
    for (const role of ROLES) {
      const record = await create(definition);
      const before = await totalOf(definition);
      const read = (ok: number) => statusFor(definition, role, 'read', ok);
      const write = (ok: number) => statusFor(definition, role, 'write', ok);
      const shown = await listShows(definition, role, record.id);
      const asked: [{ statusCode: number }, number][] = [
        [await api('GET', `${apiPath}/${record.id}`, role), read(shown ? 200 : 404)],
        [await api('GET', `${apiPath}/export`, role), read(200)],
        [
          await api('PUT', `${apiPath}/${record.id}`, role, editOf(definition, record)),
          serves(definition, 'update', write(200)),
        ],
        [
          await api('DELETE', `${apiPath}/${record.id}`, role),
          serves(definition, 'delete', write(200)),
        ],
      ];
      // A POST to the path of a resource made elsewhere is another route (a member's top-up).
      if (methods.includes('create')) {
        const body = editOf(definition, record, 'create');
        asked.push([await api('POST', apiPath, role, body), write(201)]);
      }
      expect(
        asked.map(([answer]) => answer.statusCode),
        role,
      ).toEqual(asked.map(([, s]) => s));
      if (write(200) === 200) continue;
      expect((await api('GET', `${apiPath}/${record.id}`, 'admin')).json()).toEqual(record);
      expect(await totalOf(definition)).toBe(before);
    }
  });

  if (methods.includes('create')) {
    it('refuses a create with one bad field, in Vietnamese under that field, and saves nothing', async () => {
      const valid = editOf(definition, await create(definition), 'create');
      const before = await totalOf(definition);
      for (const [key, field] of writable('create')) {
        const answer = await api('POST', apiPath, 'admin', { ...valid, [key]: badValue(field) });
        expect(answer.statusCode, key).toBe(400);
        expect(answer.json().errors?.[key], key).toMatch(VIETNAMESE);
      }
      expect(await totalOf(definition)).toBe(before);
    });
  }

  if (methods.includes('update')) {
    it('refuses an edit with one bad field, in Vietnamese under that field, and changes nothing', async () => {
      const record = await create(definition);
      for (const [key, field] of writable('update')) {
        const answer = await api('PUT', `${apiPath}/${record.id}`, 'admin', {
          [key]: badValue(field),
        });
        expect(answer.statusCode, key).toBe(400);
        expect(answer.json().errors?.[key], key).toMatch(VIETNAMESE);
      }
      expect((await api('GET', `${apiPath}/${record.id}`, 'admin')).json()).toEqual(record);
    });

    it('creates, edits with If-Match where versioned, refuses a stale edit, and deletes where it may', async () => {
      const record = await create(definition);
      const changes = editOf(definition, record);
      const version = record.updatedAt ? { 'if-match': `"${String(record.updatedAt)}"` } : {};
      const put = () =>
        t.app.inject({
          method: 'PUT',
          url: `/api/${apiPath}/${record.id}`,
          headers: { ...t.admin, ...version },
          payload: changes,
        });
      const edited = await put();
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json()).toMatchObject(answered(changes));
      if (record.updatedAt) expect((await put()).json().code).toBe('EDIT_CONFLICT');
      const removal = await api('DELETE', `${apiPath}/${record.id}`, 'admin');
      expect(removal.statusCode).toBe(serves(definition, 'delete', 200));
      expect((await api('GET', `${apiPath}/${record.id}`, 'admin')).statusCode).toBe(
        removal.statusCode === 200 ? 404 : 200,
      );
    });
  }

  const referrers = RESOURCE_DEFINITIONS.flatMap((other) =>
    Object.entries(other.fields)
      .filter(([, field]) => targetOf(field)?.name === definition.name)
      .map(([key]) => [other, key] as const),
  );
  for (const [other, key] of referrers) {
    it(`deletes a record that ${other.name} uses only by a Vietnamese refusal or by letting go of it`, async () => {
      const used = await create(definition);
      const user = await create(other, { [definition.name]: used.id });
      const removal = await api('DELETE', `${apiPath}/${used.id}`, 'admin');
      const after = (await api('GET', `${other.apiPath}/${user.id}`, 'admin')).json();
      if (removal.statusCode === 409) {
        expect(removal.json()).toMatchObject({
          code: 'IN_USE',
          message: expect.stringMatching(VIETNAMESE),
        });
        expect((await api('GET', `${apiPath}/${used.id}`, 'admin')).statusCode).toBe(200);
        expect(after).toEqual(user);
      } else {
        expect(removal.statusCode).toBe(200);
        expect([after[key]].flat()).not.toContain(used.id);
      }
    });
  }

  it("exports every row with the definition's Vietnamese column headers, each field as it reads", async () => {
    const record = await create(definition);
    const rows = await listAll(definition);
    const answer = await api('GET', `${apiPath}/export?format=xlsx`, 'admin');
    expect(answer.statusCode).toBe(200);
    const sheet = await readWithGnumeric(answer.rawPayload, 'xlsx');
    const { columns } = exportOf(definition);
    expect(columns.map((_, c) => sheet.cell(0, c)?.value)).toEqual(
      columns.map((key) => exportHeaderOf(definition, key)),
    );
    expect(columns.some((_, c) => sheet.cell(rows.length + 1, c))).toBe(false);
    const represent = columns.indexOf(definition.represent);
    expect(represent).toBeGreaterThanOrEqual(0);
    const column = (c: number) => rows.map((_, r) => sheet.cell(r + 1, c)?.value);
    expect(column(represent).sort()).toEqual(
      rows.map((r) => String(r[definition.represent])).sort(),
    );
    const r = 1 + column(represent).indexOf(String(record[definition.represent]));
    for (const [c, key] of columns.entries()) {
      const field = fields[key];
      if (!field) continue;
      const cell = sheet.cell(r, c);
      const moment = (field.kind === 'day' || field.kind === 'time') && cell;
      const wallClock = moment && serialAsWallClock(cell.value);
      const read = wallClock ? wallClock.slice(0, field.kind === 'day' ? 10 : 19) : cell?.value;
      expect(read ?? '', key).toBe(await exported(field, record[key]));
    }
  });
});
