import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Page } from 'playwright-core';
import { routeTable, type AppRoute } from '../../../src/layout/routes/routeTable';
import { resourceRegistry } from '../../../src/resources/registry';
import { sepayEvent } from '../../support/sepayWebhook';
import { ADMIN_EMAIL, bearer, MEMBER_EMAIL, signInWithDevLogin } from '../../support/testApp';

/** Where a resource's rows are listed, when not at its registry's apiPath (its adapter's call). */
const LIST_PATHS: Record<string, string> = {
  'admin/permission': '/api/permissions/groups',
  'admin/config': '/api/config/private/all',
};

/** A resource's first rows by id, as its list asks the API for them. */
export async function firstRows(app: FastifyInstance, name: string, count: number) {
  const admin = await signInWithDevLogin(app, ADMIN_EMAIL);
  const apiPath = resourceRegistry.find((r) => r.name === name)?.apiPath ?? name;
  const query = `sort=${encodeURIComponent('["id","ASC"]')}&range=${encodeURIComponent(`[0,${count - 1}]`)}`;
  const rows = await call<Record<string, unknown>[]>(
    app,
    admin,
    'GET',
    `${LIST_PATHS[name] ?? `/api/${apiPath}`}?${query}`,
  );
  return rows.slice(0, count);
}

interface Ids {
  memberId: number;
  toolIds: Record<string, number>;
  taskId: number;
  transactionId: number;
  resourceIds: Record<string, string>;
}

async function call<T>(
  app: FastifyInstance,
  token: string,
  method: string,
  url: string,
  payload?: object,
) {
  const response = await app.inject({
    method: method as 'GET',
    url,
    headers: { ...bearer(token), 'idempotency-key': randomUUID() },
    payload,
  });
  if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.body}`);
  const json = response.json<T | { data: T }>();
  return (json && typeof json === 'object' && 'data' in json ? json.data : json) as T;
}

/**
 * Real ids for every `:param` of the route table, read from the API after making one of each
 * record the seed lacks (a payment order, a bank event, a transaction, a task).
 */
export async function prepareIds(app: FastifyInstance, webhookKey: string): Promise<Ids> {
  const admin = await signInWithDevLogin(app, ADMIN_EMAIL);
  const member = await signInWithDevLogin(app, MEMBER_EMAIL);
  const me = await call<{ id: number }>(app, member, 'GET', '/api/users/me');
  const wallet = await call<{ id: number }>(app, admin, 'GET', `/api/users/${me.id}/wallet`);
  const adjusted = await call<{ id: number }>(
    app,
    admin,
    'POST',
    `/api/wallets/${wallet.id}/adjust`,
    {
      direction: 'credit',
      amount: 50,
      reason: 'Đi thử mọi trang',
    },
  );
  await call(app, member, 'POST', '/api/payments/orders', { amountVnd: 100_000 });
  await app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { authorization: `Apikey ${webhookKey}` },
    payload: sepayEvent({
      accountNumber: '000',
      content: 'KHONG KHOP',
      transferAmount: 10_000,
      referenceCode: 'FT1',
    }),
  });
  const tools = await call<{ id: number; type: string }[]>(app, admin, 'GET', '/api/tools');
  const toolIds = Object.fromEntries(tools.map((t) => [t.type, t.id]));
  const task = await call<{ id: number }>(
    app,
    member,
    'POST',
    `/api/tools/${toolIds['ghep-anh-2']}/sample-tasks`,
  );
  const resourceIds: Record<string, string> = {};
  const withIds = resourceRegistry.filter((r) =>
    routeTable.some((route) => route.path.startsWith(`${r.name}/`) && route.path.includes(':id')),
  );
  for (const { name } of withIds) {
    const [row] = await firstRows(app, name, 1);
    if (row) resourceIds[name] = String(row.id);
  }
  return { memberId: me.id, toolIds, taskId: task.id, transactionId: adjusted.id, resourceIds };
}

function fill(route: AppRoute, ids: Ids): string {
  const path = route.path.replace(/:(\w+)/g, (_, param: string) => {
    if (param === 'userId') return String(ids.memberId);
    if (param === 'toolId')
      return String(ids.toolIds[route.path.includes('ghep-anh-2') ? 'ghep-anh-2' : 'ghep-anh']);
    if (param === 'taskId') return String(ids.taskId);
    if (param === 'transactionId') return String(ids.transactionId);
    const owner = resourceRegistry.find((r) => route.path.startsWith(`${r.name}/`));
    const id = owner && ids.resourceIds[owner.name];
    if (!id) throw new Error(`no id for ${route.path}`);
    return encodeURIComponent(id);
  });
  return `/app${path ? `/${path}` : ''}`;
}

export const grants = (route: AppRoute, permissions: readonly string[]) =>
  !route.permissions || route.permissions.some((p) => permissions.includes(p));

/** Every page of the route table with real ids, whoever may open it. */
export const everyPage = (ids: Ids) =>
  routeTable.filter((route) => route.page).map((route) => ({ route, path: fill(route, ids) }));

/** A route's pattern as a regular expression over concrete paths. */
export const patternOf = (route: AppRoute) =>
  new RegExp(`^/app${route.path ? `/${route.path.replace(/:\w+/g, '[^/]+')}` : ''}$`);

/** What shows that a page failed: the 404 page or either error screen. */
export async function failureShown(page: Page): Promise<string | undefined> {
  for (const text of ['Không tìm thấy trang', 'Đã có lỗi xảy ra', 'Đã xảy ra lỗi!']) {
    if (await page.getByText(text, { exact: true }).count()) return text;
  }
  return undefined;
}

export const breadcrumb = (page: Page) => page.getByRole('navigation', { name: 'Vị trí trang' });
