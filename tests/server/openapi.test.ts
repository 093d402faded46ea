import { createConfig, lintFromString } from '@redocly/openapi-core';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { WEBHOOK_KEY } from './payments/support';
import { sepayEvent } from '../support/sepayWebhook';
import { fakeSepayForFile, SEPAY_TOKEN } from './payments/fakeSepay';
import { ADMIN_EMAIL, MEMBER_EMAIL, testAppForFile } from '../support/testApp';

interface Operation {
  summary?: string;
  operationId?: string;
  security?: Record<string, string[]>[];
  responses: Record<string, { content?: Record<string, { schema?: object }> }>;
}
type Document = { paths: Record<string, Record<string, Operation>> };

// The bank reconciliation's GET reads SePay's list: a fake one on loopback answers it.
const sepay = fakeSepayForFile();
const t = testAppForFile({
  env: () => ({
    PAYMENT_WEBHOOK_KEY: WEBHOOK_KEY,
    SEPAY_API_URL: sepay.url,
    SEPAY_API_TOKEN: SEPAY_TOKEN,
  }),
  signIn: { admin: ADMIN_EMAIL },
});
const { admin } = t;
const documentOf = () => t.app.swagger() as unknown as Document;

const operations = () =>
  Object.entries(documentOf().paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ method, path, operation })),
  );

describe('the OpenAPI document at /api/docs', () => {
  it("passes Redocly's recommended ruleset with no error and no warning", async () => {
    const problems = await lintFromString({
      source: JSON.stringify(documentOf()),
      absoluteRef: 'openapi.json',
      config: await createConfig({ extends: ['recommended'] }),
    });
    expect(problems.map((p) => `${p.ruleId}: ${p.message} (${p.location[0]?.pointer})`)).toEqual(
      [],
    );
  });

  it('gives every operation a summary, an operationId, its success answer and its errors', () => {
    for (const { method, path, operation } of operations()) {
      const where = `${method.toUpperCase()} ${path}`;
      const statuses = Object.keys(operation.responses);
      expect(operation.summary, where).toBeTruthy();
      expect(operation.operationId, where).toMatch(/^[a-z]+[A-Za-z0-9]*$/);
      expect(
        statuses.some((s) => /^[23]\d\d$/.test(s)),
        `${where}: success`,
      ).toBe(true);
      expect(
        statuses.some((s) => /^4\d\d$/.test(s)),
        `${where}: errors`,
      ).toBe(true);
    }
  });

  it('documents each route with the security it really takes', () => {
    const securityOf = (method: string, path: string) =>
      documentOf().paths[path]![method]!.security;
    expect(securityOf('get', '/api/config/public/all')).toEqual([]);
    expect(securityOf('get', '/api/auth/google')).toEqual([]);
    expect(securityOf('post', '/api/payments/webhook')).toEqual([{ apikey: [] }]);
    expect(securityOf('get', '/api/skins')).toEqual([{ bearer: [] }]);
    for (const route of t.app.routeAccess) {
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      expect(documentOf().paths[path]?.[route.method.toLowerCase()], path).toBeDefined();
    }
  });
});

/** A value for a path parameter, read from the API itself (the first row it lists). */
async function firstIdAt(url: string): Promise<string> {
  const answer = (await t.app.inject({ url, headers: admin })).json() as unknown;
  const rows = Array.isArray(answer) ? answer : (answer as { data: unknown }).data;
  const first = (Array.isArray(rows) ? rows[0] : rows) as Record<string, unknown>;
  return String(first.id ?? first.key);
}

/** Where each parameterised GET finds a real row to read (the seed's data and the admin's). */
const parameterSources: Record<string, () => Promise<Record<string, string>>> = {
  '/api/users/{id}': async () => ({ id: await firstIdAt('/api/users') }),
  '/api/users/{id}/wallet': async () => ({ id: await firstIdAt('/api/users') }),
  '/api/users/{id}/identities': async () => ({ id: String((await me()).id) }),
  '/api/wallets/{id}': async () => ({ id: String((await me()).walletId) }),
  '/api/wallets/{walletId}/entries': async () => ({ walletId: String((await me()).walletId) }),
  '/api/permissions/group/{id}': async () => ({ id: await firstIdAt('/api/permissions/groups') }),
  '/api/permissions/userGroup/{userId}': async () => ({ userId: String((await me()).id) }),
  '/api/config/public/{key}': async () => ({ key: 'PROMOTION_MULTI' }),
  '/api/config/private/{key}': async () => ({ key: 'TRANSFER_MAX' }),
  '/api/system-wallets/{id}': async () => ({ id: await firstIdAt('/api/system-wallets') }),
  '/api/tags/{id}': async () => ({ id: await firstIdAt('/api/tags') }),
  '/api/heroes/{id}': async () => ({ id: await firstIdAt('/api/heroes') }),
  '/api/skins/{id}': async () => ({ id: await firstIdAt('/api/skins') }),
  '/api/items/{id}': async () => ({ id: await firstIdAt('/api/items') }),
  '/api/labels/{id}': async () => ({ id: await firstIdAt('/api/labels') }),
  '/api/tools/{id}': async () => ({ id: await firstIdAt('/api/tools') }),
  '/api/tools/{id}/runs': async () => ({ id: await firstIdAt('/api/tools') }),
  '/api/tools/{id}/tasks': async () => ({ id: await firstIdAt('/api/tools') }),
  '/api/profiles/{userId}': async () => ({ userId: String((await me()).id) }),
  '/api/transactions/{id}': async () => ({ id: await firstIdAt('/api/transactions') }),
  '/api/payments/orders/{id}': async () => ({ id: await firstIdAt('/api/payments/orders') }),
  '/api/payments/events/{id}': async () => ({ id: await firstIdAt('/api/payments/events') }),
  '/api/audit-events/{id}': async () => ({ id: await firstIdAt('/api/audit-events') }),
  '/api/runs/{id}': async () => ({
    id: await firstIdAt(`/api/tools/${await toolOf('ghep-anh')}/runs`),
  }),
  '/api/tasks/{id}': async () => ({
    id: await firstIdAt(`/api/tools/${await toolOf('ghep-anh-2')}/tasks`),
  }),
};

const toolOf = async (type: string) =>
  (
    (await t.app.inject({ url: '/api/tools', headers: admin })).json() as {
      id: number;
      type: string;
    }[]
  ).find((tool) => tool.type === type)!.id;

const post = async (url: string, payload: object, key = `${url}-${Date.now()}`) => {
  const answer = await t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...admin, 'idempotency-key': key },
  });
  expect(answer.statusCode, `${url}: ${answer.body}`).toBeLessThan(300);
};

/**
 * One row of each kind a GET reads: a sign-in identity, a transaction, an order, a bank event,
 * a run, a task.
 */
async function fillOneOfEach() {
  const { id, walletId } = await me();
  await post(`/api/users/${id}/identities`, { issuer: 'https://openapi.example', subject: 'ad' });
  await post(`/api/wallets/${walletId}/adjust`, {
    direction: 'credit',
    amount: 1000,
    reason: 'thử',
  });
  await post('/api/payments/orders', { amountVnd: 100_000 });
  await t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { authorization: `Apikey ${WEBHOOK_KEY}` },
    payload: sepayEvent(),
  });
  const skinIds = (
    (await t.app.inject({ url: '/api/skins?range=[0,1]', headers: admin })).json() as {
      id: number;
    }[]
  ).map((skin) => skin.id);
  await post(`/api/tools/${await toolOf('ghep-anh')}/runs`, {
    skinIds,
    uploadIds: [],
    options: {},
  });
  await post(`/api/tools/${await toolOf('ghep-anh-2')}/sample-tasks`, {});
}

/** The query a GET needs to answer at all. */
const requiredQueries: Record<string, string> = {
  '/api/wallets/transfer/recipient': `?email=${encodeURIComponent(MEMBER_EMAIL)}`,
  '/api/search': '?q=be',
};

const me = async () =>
  (await t.app.inject({ url: '/api/users/me', headers: admin })).json<{
    data: { id: number; walletId: number };
  }>().data;

describe('real answers against the document', () => {
  it('every GET answering JSON matches its documented schema', async () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    await fillOneOfEach();
    const checked: string[] = [];
    const unreadable: string[] = [];
    for (const { method, path, operation } of operations()) {
      const schema = operation.responses['200']?.content?.['application/json']?.schema;
      if (method !== 'get' || !schema) continue;
      const params = path.includes('{') ? await parameterSources[path]?.() : {};
      if (!params) {
        unreadable.push(path);
        continue;
      }
      const url =
        path.replace(/\{(\w+)\}/g, (_, name: string) => params[name]!) +
        (requiredQueries[path] ?? '');
      const answer = await t.app.inject({ url, headers: admin });
      expect(answer.statusCode, `${url}: ${answer.body}`).toBe(200);
      const validate = ajv.compile(schema);
      expect(validate(answer.json()), `${url}: ${ajv.errorsText(validate.errors)}`).toBe(true);
      checked.push(path);
    }
    expect(unreadable).toEqual([]);
    expect(checked.length).toBeGreaterThan(30);
  });
});
