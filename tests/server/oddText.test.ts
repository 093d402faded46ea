import { beforeAll, describe, expect, it } from 'vitest';
import { ODD_TEXT_MESSAGE } from '../../common/schemas/text';
import { databaseFingerprint } from '../support/dbFingerprint';
import { multipartFile } from '../support/multipart';
import { ADMIN_EMAIL, MEMBER_EMAIL, testAppForFile } from '../support/testApp';
import { grantBeli, toolIdOf, withKey } from './tools/support';

const t = testAppForFile({ signIn: { admin: ADMIN_EMAIL, member: MEMBER_EMAIL } });
const { admin, member } = t;

/** C0 and C1 controls, DEL, noncharacters of the BMP and of other planes, lone surrogates. */
const ODD = [
  '\u0000',
  '\u0001',
  '\u001B',
  '\u001F',
  '\u007F',
  '\u0085',
  '\u009F',
  '\uFDD0',
  '\uFDEF',
  '\uFFFE',
  '\uFFFF',
  '\u{1FFFE}',
  '\u{10FFFF}',
  '\uD800',
  '\uDFFF',
];
const VIETNAMESE = /[ạảấầẩậắằẳặẹẻếềểệỉịọỏốồổộớờởợụủứừửựỳỷỹýđ]/i;
/** What a one-line field refuses besides, and a multi-line one keeps. */
const LINE_BREAKS = ['\t', '\n', '\r'];

let fingerprint: () => Promise<string>;
let toolId: number;
let skinIds: number[];
let stagedId: number;
beforeAll(async () => {
  fingerprint = await databaseFingerprint(t.db);
  toolId = await toolIdOf(t.app, member, 'ghep-anh');
  const skins = await t.app.inject({
    url: '/api/skins',
    query: { range: '[0,1]' },
    headers: member,
  });
  skinIds = skins.json().map((s: { id: number }) => s.id);
  await grantBeli(t.app, admin, member, 100);
  const file = multipartFile('tags.csv', 'slug,name\nmoi,Mới\n');
  await t.app.inject({
    method: 'POST',
    url: '/api/staging/tags/import',
    headers: { ...admin, ...file.headers },
    payload: file.payload,
  });
  const staged = await t.app.inject({ url: '/api/staging/tags', headers: admin });
  stagedId = staged.json().data[0].id;
});

const tool = (fields: Record<string, unknown> = {}, options: Record<string, unknown> = {}) => ({
  type: 'ghep-anh',
  name: 'Công cụ',
  price: 1,
  options: { columns: 2, tileSize: 128, background: '#ffffff', ...options },
  ...fields,
});

/** A field of each module, the request carrying `text` there, and the field's name in `errors`. */
const FIELDS: [string, (text: string) => object, string][] = [
  ['a tool name', (text) => ({ url: '/api/tools', payload: tool({ name: text }) }), 'name'],
  [
    "a tool's default title",
    (text) => ({ url: '/api/tools', payload: tool({}, { title: text }) }),
    'options.title',
  ],
  [
    "a preview's title",
    (text) => ({
      url: `/api/tools/${toolId}/preview`,
      payload: { skinIds, options: { title: text } },
      who: member,
    }),
    'options.title',
  ],
  [
    "a paid run's title",
    (text) => ({
      url: `/api/tools/${toolId}/runs`,
      payload: { skinIds, options: { title: text } },
      who: withKey(member),
    }),
    'options.title',
  ],
  ['a tag name', (text) => ({ url: '/api/tags', payload: { name: `Thẻ ${text}` } }), 'name'],
  [
    'a transfer memo',
    (text) => ({
      url: '/api/wallets/transfer',
      payload: { toEmail: ADMIN_EMAIL, amount: 1, memo: text },
      who: withKey(member),
    }),
    'memo',
  ],
  [
    "a config entry's description",
    (text) => ({ url: '/api/config/public/ODD_TEXT', payload: { value: 1, description: text } }),
    'description',
  ],
  [
    'a staged cell name',
    (text) => ({
      method: 'PUT',
      url: `/api/staging/tags/${stagedId}`,
      payload: { data: { [`ten${text}`]: 'x' } },
    }),
    'data',
  ],
];

const send = (request: object) => {
  const { who = admin, method = 'POST', ...rest } = request as { who?: object; method?: string };
  return t.app.inject({
    method: method as 'POST',
    headers: who as Record<string, string>,
    ...rest,
  });
};

describe('control characters, noncharacters and lone surrogates in text', () => {
  it.each(FIELDS)(
    'in %s are refused with a Vietnamese 400, and nothing changes',
    async (_, request, field) => {
      const before = await fingerprint();
      for (const odd of [...ODD, ...LINE_BREAKS]) {
        const response = await send(request(`a${odd}b`));
        const where = `U+${odd.codePointAt(0)!.toString(16)}: ${response.body}`;
        expect(response.statusCode, where).toBe(400);
        expect(response.json(), where).toMatchObject({ code: 'VALIDATION_ERROR' });
        expect(Object.values(response.json().errors), where).toContain(ODD_TEXT_MESSAGE);
        expect(Object.keys(response.json().errors)[0], where).toMatch(new RegExp(`^${field}`));
      }
      expect(await fingerprint()).toBe(before);
    },
  );

  it('in a list filter or sort are a Vietnamese 400', async () => {
    for (const odd of ODD) {
      const queries: Record<string, string>[] = [
        { filter: JSON.stringify({ q: `a${odd}` }) },
        { sort: `["a${odd}","ASC"]` },
      ];
      for (const query of queries) {
        const response = await t.app.inject({ url: '/api/tags', query, headers: admin });
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json().message).toMatch(VIETNAMESE);
      }
    }
  });

  it('in a free-form config value are refused, however deep in the value', async () => {
    for (const odd of ODD) {
      for (const value of [`a${odd}`, { list: [`a${odd}`] }, { [`k${odd}`]: 1 }]) {
        const response = await send({ url: '/api/config/public/ODD_VALUE', payload: { value } });
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json().message).toBe(ODD_TEXT_MESSAGE);
      }
    }
  });

  it('a multi-line text keeps its tabs and line breaks', async () => {
    const description = 'Dòng một\n\tDòng hai\r\nDòng ba';
    const created = await send({ url: '/api/tools', payload: tool({ description }) });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().description).toBe(description);
  });
});
