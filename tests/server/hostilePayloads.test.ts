import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOO_DEEP_MESSAGE } from '../../server/plugins/bodyParsers';
import { databaseFingerprint } from '../support/dbFingerprint';
import { multipartFile } from '../support/multipart';
import { devLoginSecretOf } from '../support/signInFlow';
import { paymentAppForFile, postWebhook } from './payments/support';
import { sepayEvent } from '../support/sepayWebhook';

const t = paymentAppForFile();
const { admin, member } = t;
const VIETNAMESE_BODY = {
  code: expect.any(String),
  message: expect.stringMatching(/[ạảấầẩậắằẳặẹẻếềểệỉịọỏốồổộớờởợụủứừửựỳỷỹýđ]/i),
};

let fingerprint: () => Promise<string>;
beforeAll(async () => {
  fingerprint = await databaseFingerprint(t.db);
});

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const nestedObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

describe('deeply nested JSON answers a Vietnamese 4xx and changes nothing', () => {
  const depths = [1_000, 100_000];

  it.each(depths)('on the bank webhook with a valid key, %i levels deep', async (depth) => {
    const before = await fingerprint();
    for (const body of [nested(depth), nestedObject(depth)]) {
      const response = await postWebhook(t, body);
      expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, response.body).toBeLessThan(500);
      expect(response.json()).toEqual(VIETNAMESE_BODY);
    }
    // Nested inside a field of an otherwise valid event, too.
    const event = JSON.stringify(sepayEvent({ description: '@' })).replace(
      '"@"',
      nestedObject(depth),
    );
    const inField = await postWebhook(t, event);
    expect(inField.statusCode, inField.body).toBeGreaterThanOrEqual(400);
    expect(inField.statusCode, inField.body).toBeLessThan(500);
    expect(await fingerprint()).toBe(before);
  });

  it.each([
    [
      'a config value',
      'POST',
      '/api/config/public/FUZZ_NESTED',
      admin,
      (v: string) => `{"value":${v}}`,
    ],
    ['a group', 'POST', '/api/permissions/group', admin, (v: string) => `{"name":${v}}`],
    [
      'a transfer',
      'POST',
      '/api/wallets/transfer',
      member,
      (v: string) => `{"toEmail":${v},"amount":1}`,
    ],
    [
      'a payment order',
      'POST',
      '/api/payments/orders',
      member,
      (v: string) => `{"amountVnd":${v}}`,
    ],
  ] as const)('in %s', async (_name, method, url, headers, body) => {
    const before = await fingerprint();
    for (const value of [nested(100_000), nestedObject(100_000)]) {
      const response = await t.app.inject({
        method,
        url,
        headers: { ...headers, 'content-type': 'application/json', 'idempotency-key': 'nested-1' },
        payload: body(value),
      });
      expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, response.body).toBeLessThan(500);
      expect(response.json()).toMatchObject(VIETNAMESE_BODY);
    }
    expect(await fingerprint()).toBe(before);
  });
});

describe('a body nested past 64 levels is a 400 TOO_DEEP, read in one pass before parsing', () => {
  const TOO_DEEP = { code: 'TOO_DEEP', message: TOO_DEEP_MESSAGE };

  it('on the bank webhook, 20 000 levels of objects or arrays, alone or in a field', async () => {
    const before = await fingerprint();
    const inField = JSON.stringify(sepayEvent({ description: '@' }));
    for (const deep of [nestedObject(20_000), nested(20_000)]) {
      for (const body of [deep, inField.replace('"@"', deep)]) {
        const response = await postWebhook(t, body);
        expect([response.statusCode, response.json()], response.body).toEqual([400, TOO_DEEP]);
      }
    }
    expect(await fingerprint()).toBe(before);
  });

  it('counts arrays and objects but not brackets in strings: 64 levels are read, 65 refused', async () => {
    const group = (depth: number, text = '') =>
      t.app.inject({
        method: 'POST',
        url: '/api/permissions/group',
        headers: { ...admin, 'content-type': 'application/json' },
        payload: `{"name":${nested(depth - 1).replace('[]', `["${text}"]`)}}`,
      });
    expect((await group(64, '[[[[{{{{'.repeat(100))).json().code).toBe('VALIDATION_ERROR');
    expect((await group(65)).json()).toEqual(TOO_DEEP);
  });

  it('in a JSON import file, whose rows are refused whole and nothing staged', async () => {
    const rows = `[{"slug":"sau","name":"Sâu","description":${nestedObject(20_000)}}]`;
    const file = multipartFile('tags.json', rows);
    const before = await fingerprint();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/staging/tags/import',
      headers: { ...admin, ...file.headers },
      payload: file.payload,
    });
    expect([response.statusCode, response.json().code], response.body).toEqual([
      400,
      'BAD_IMPORT_FILE',
    ]);
    expect(response.json().message).toBe('Tệp JSON lồng nhau quá 64 cấp');
    expect(await fingerprint()).toBe(before);
  });

  it('a form body stays flat: brackets in its keys nest nothing', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/dev',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `email${'[a]'.repeat(20_000)}=1&secret=${devLoginSecretOf(t.app)}`,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject(VIETNAMESE_BODY);
  });
});

describe('a request line or headers too large for the server', () => {
  let port: number;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.app.server.close());

  /** Over a real socket: Node's parser refuses these before Fastify sees a request. */
  const send = (path: string, headers: Record<string, string>) =>
    new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
      const call = request({ host: '127.0.0.1', port, path, headers }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode!,
            type: response.headers['content-type'] ?? '',
            body,
          }),
        );
      });
      call.on('error', reject);
      call.end();
    });

  it.each([
    ['a 100 KB header', '/api/skins', { ...member, 'x-padding': 'a'.repeat(100_000) }],
    ['a 100 KB URL', `/api/skins?filter=${'a'.repeat(100_000)}`, member],
    ['a hundred 1 KB cookies', '/api/users/me', { ...member, cookie: 'c=1; '.repeat(20_000) }],
  ])('%s answers 431 in Vietnamese', async (_name, path, headers) => {
    const response = await send(path, headers);
    expect(response.status).toBe(431);
    expect(response.type).toMatch(/^application\/json/);
    expect(JSON.parse(response.body)).toEqual({
      code: 'HEADERS_TOO_LARGE',
      message: 'Địa chỉ hoặc phần đầu (header) của yêu cầu quá lớn',
    });
  });
});
