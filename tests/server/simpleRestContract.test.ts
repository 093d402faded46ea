import { fetchUtils, type GetListParams } from 'ra-core';
import simpleRestProvider from 'ra-data-simple-rest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { RESOURCE_DEFINITIONS } from '../../common/resources';
import { ADMIN_EMAIL, testAppForFile } from '../support/testApp';
import { objectInside } from '../support/validArbitraries';

/**
 * The peer contract: a plain ra-data-simple-rest client, as react-admin ships it, against the
 * real server, for every simple-rest resource of the route table (a `GET /api/x` list beside a
 * `GET /api/x/:id` record), with whatever of create, update and delete the table offers.
 */
const t = testAppForFile({ signIn: { admin: ADMIN_EMAIL } });
let client: ReturnType<typeof simpleRestProvider>;
/** Every Content-Range the client was answered: RFC 9110 forms only. */
const ranges: string[] = [];
const VALID_RANGE = /^[a-z/-]+ (?:(\d+)-(\d+)|\*)\/(\d+)$/;
const validRange = (header: string) => {
  const [, first, last, total] = VALID_RANGE.exec(header) ?? [];
  if (total === undefined) return false;
  return first === undefined || (Number(first) <= Number(last) && Number(last) < Number(total));
};

beforeAll(async () => {
  // A transaction and a top-up order, which the seed has none of.
  const me = await t.app.inject({ url: '/api/users/me', headers: t.admin });
  const adjust = await t.app.inject({
    method: 'POST',
    url: `/api/wallets/${me.json().data.walletId}/adjust`,
    headers: { ...t.admin, 'idempotency-key': 'hop-dong-ra-data-simple-rest' },
    payload: { direction: 'credit', amount: 10, reason: 'Thử hợp đồng' },
  });
  const order = await t.app.inject({
    method: 'POST',
    url: '/api/payments/orders',
    headers: t.admin,
    payload: { amountVnd: 100_000 },
  });
  if (adjust.statusCode !== 201 || order.statusCode !== 201) throw new Error('no records made');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  client = simpleRestProvider(`http://127.0.0.1:${address.port}/api`, (url, options = {}) => {
    const headers = new Headers(options.headers ?? { Accept: 'application/json' });
    headers.set('Authorization', t.admin.authorization!);
    return fetchUtils.fetchJson(url, { ...options, headers }).then((answer) => {
      const range = answer.headers.get('content-range');
      if (range) ranges.push(range);
      return answer;
    });
  });
});

/** The simple-rest resources of the route table, and the writes each offers. */
function restResources() {
  const has = (method: string, url: string) =>
    t.app.routeAccess.some((r) => r.method === method && r.url === url);
  return t.app.routeAccess
    .filter((r) => r.method === 'GET' && !r.url.includes(':') && has('GET', `${r.url}/:id`))
    .map((r) => {
      const name = r.url.replace(/^\/api\//, '');
      return {
        name,
        create: t.app.routeAccess.find((c) => c.method === 'POST' && c.url === r.url),
        update: has('PUT', `${r.url}/:id`),
        delete: has('DELETE', `${r.url}/:id`),
      };
    });
}

const firstPage: GetListParams = {
  pagination: { page: 1, perPage: 5 },
  sort: { field: 'id', order: 'ASC' },
  filter: {},
};

describe('a plain ra-data-simple-rest client against the real server', () => {
  it('finds the simple-rest resources in the route table', () => {
    expect(restResources().map((r) => r.name)).toEqual(
      expect.arrayContaining(['heroes', 'tools', 'transactions', 'payments/orders']),
    );
  });

  it('lists, pages past the end and reads one record of every resource', async () => {
    const problems: string[] = [];
    for (const { name } of restResources()) {
      try {
        const { data, total } = await client.getList(name, firstPage);
        if (!Array.isArray(data) || typeof total !== 'number' || total < data.length) {
          problems.push(`${name}: list ${JSON.stringify({ data, total })}`);
          continue;
        }
        const pastTheEnd = await client.getList(name, {
          ...firstPage,
          pagination: { page: Math.floor(total / 5) + 2, perPage: 5 },
        });
        if (pastTheEnd.data.length !== 0 || pastTheEnd.total !== total) {
          problems.push(`${name}: past the end ${JSON.stringify(pastTheEnd)}`);
        }
        if (!data[0]) continue;
        const { data: one } = await client.getOne(name, { id: data[0].id });
        if (one.id !== data[0].id) problems.push(`${name}: getOne ${JSON.stringify(one)}`);
      } catch (error) {
        problems.push(`${name}: ${(error as Error).message}`);
      }
    }
    expect(problems).toEqual([]);
    expect(ranges.length).toBeGreaterThan(restResources().length);
    expect(ranges.filter((range) => !validRange(range))).toEqual([]);
  });

  it('updates a record of every resource that takes updates, and answers it', async () => {
    const problems: string[] = [];
    for (const { name } of restResources().filter((r) => r.update)) {
      try {
        const { data } = await client.getList(name, firstPage);
        if (!data[0]) {
          problems.push(`${name}: no record to update`);
          continue;
        }
        const { data: updated } = await client.update(name, {
          id: data[0].id,
          data: {},
          previousData: data[0],
        });
        if (updated.id !== data[0].id) problems.push(`${name}: update ${JSON.stringify(updated)}`);
      } catch (error) {
        problems.push(`${name}: ${(error as Error).message}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('creates a copy of a record of every resource that takes creates, and deletes it', async () => {
    const problems: string[] = [];
    const tried: string[] = [];
    for (const { name, create } of restResources().filter((r) => r.create && r.delete)) {
      tried.push(name);
      try {
        const { data } = await client.getList(name, firstPage);
        const fields = objectInside(create!.schema!.body as z.ZodType)?.shape ?? {};
        const copy = Object.fromEntries(
          Object.keys(fields)
            .filter((key) => data[0]?.[key] !== undefined && data[0]?.[key] !== null)
            .map((key) => [key, unique(name, key, data[0]![key])]),
        );
        const { data: created } = await client.create(name, { data: copy });
        const { data: read } = await client.getOne(name, { id: created.id });
        if (read.id !== created.id) problems.push(`${name}: created ${JSON.stringify(read)}`);
        await client.delete(name, { id: created.id, previousData: read });
        const gone = await client.getOne(name, { id: created.id }).catch((e) => e.status);
        if (gone !== 404) problems.push(`${name}: still there after delete (${gone})`);
      } catch (error) {
        problems.push(
          `${name}: ${(error as Error).message} ${JSON.stringify((error as { body?: unknown }).body)}`,
        );
      }
    }
    expect(problems).toEqual([]);
    expect(tried).toEqual(expect.arrayContaining(['tags', 'heroes', 'skins', 'items', 'tools']));
  });
});

/**
 * A copied value made unique where a copy would clash: its slug, its name and every field its
 * definition declares unique (a label's code) get a suffix.
 */
function unique(resource: string, key: string, value: unknown): unknown {
  const definition = RESOURCE_DEFINITIONS.find((d) => d.apiPath === resource);
  const field = definition?.fields[key];
  const declaredUnique = field !== undefined && 'unique' in field && field.unique !== undefined;
  if (key === 'slug') return `${String(value)}-hop-dong`;
  if (key === 'name' || declaredUnique) return `${String(value)} (hợp đồng)`;
  return value;
}
