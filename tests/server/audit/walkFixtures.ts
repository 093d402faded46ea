import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { ITEM_CATEGORIES } from '../../../common/aov';
import { aovCrawls, configEntries, tools, users } from '../../../server/db/schema';
import { multipartFile } from '../../support/multipart';
import { labelIdOf } from '../../support/skinLabels';
import type { TestApp } from '../../support/testApp';
import { WEBHOOK_KEY } from '../payments/support';
import { sepayEvent } from '../../support/sepayWebhook';

/** What replaces a route's typical request so that it succeeds: its URL and body. */
export type Fixture = () => Promise<Partial<InjectOptions>>;

export const WALKER = 'nguoi.di.bo@beli.local';

let made = 0;
const unique = (label: string) => `walk-${label}-${++made}`;

/**
 * Requests that succeed for the routes whose typical request names no real record or breaks a
 * rule: each makes, as the admin, the record it writes (a fresh group, tag, order...).
 */
export function walkFixtures(t: TestApp, admin: () => Promise<Record<string, string>>) {
  const call = async (method: InjectOptions['method'], url: string, payload?: object) => {
    const response = await t.app.inject({
      method,
      url,
      payload,
      headers: { ...(await admin()), 'idempotency-key': unique('key') },
    });
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    const body = response.json();
    return (body?.data ?? body) as Record<string, unknown> & { id: number };
  };
  let walkerId: number | undefined;
  /** A member the admin may regroup, lock and pay, enabled again each time it is asked for. */
  const walker = async () => {
    if (walkerId === undefined) {
      await t.signIn(WALKER);
      const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, WALKER));
      walkerId = user!.id;
    }
    await t.db.update(users).set({ disabledAt: null }).where(eq(users.id, walkerId));
    return walkerId;
  };
  const walletOf = async (userId: number) => (await call('GET', `/api/users/${userId}/wallet`)).id;
  const credit = async (walletId: number, amount: number) =>
    call('POST', `/api/wallets/${walletId}/adjust`, {
      direction: 'credit',
      amount,
      reason: 'Thử nhật ký',
    });
  const me = async () =>
    (await call('GET', '/api/users/me')) as unknown as { id: number; walletId: number };
  const hero = () => call('POST', '/api/heroes', { name: 'Tướng đi bộ', slug: unique('hero') });
  const tag = () => call('POST', '/api/tags', { name: 'Thẻ đi bộ', slug: unique('tag') });
  const label = () =>
    call('POST', '/api/labels', {
      code: unique('label'),
      name: 'Nhãn đi bộ',
      kind: 'event',
      rank: 500,
    });
  const item = () =>
    call('POST', '/api/items', {
      name: unique('item'),
      category: Object.keys(ITEM_CATEGORIES)[0],
      price: 100,
    });
  const skin = async () =>
    call('POST', '/api/skins', {
      heroId: (await hero()).id,
      name: 'Trang phục đi bộ',
      slug: unique('skin'),
      labelId: await labelIdOf(t.db, 'T5DirectSale'),
    });
  const order = () => call('POST', '/api/payments/orders', { amountVnd: 20_000 });
  /** A tool of its own: the walk's typical requests may have edited or deleted tool 1. */
  const toolOf = async (type: 'ghep-anh' | 'ghep-anh-2') => {
    const options = { columns: 4, tileSize: 64, background: '#ffffff', title: '', watermark: '' };
    const [tool] = await t.db
      .insert(tools)
      .values({ type, name: unique('tool'), price: 1, options })
      .returning({ id: tools.id });
    return tool!.id;
  };
  const picture = async () => {
    const skins = (await call('GET', '/api/skins?range=[0,1]')) as unknown as { id: number }[];
    return { skinIds: skins.map((s) => s.id), options: {} };
  };
  const funded = async <T>(then: () => Promise<T>) => {
    await credit((await me()).walletId, 1_000);
    return then();
  };

  const file = (name: string, content: Buffer | string) => {
    const { payload, headers } = multipartFile(name, content);
    return { payload, headers };
  };
  /** One crawl runs at a time: the one the walk queued earlier, never run here, is ended. */
  const endRunningCrawl = () =>
    t.db
      .update(aovCrawls)
      .set({ status: 'failed', error: 'walk', finishedAt: new Date() })
      .where(eq(aovCrawls.status, 'running'));
  const stagingImport = (kind: string, rows: () => Promise<object[]>) => async () =>
    file(`${kind}.json`, JSON.stringify({ [kind]: await rows() }));
  const bankEvent = async () =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        payload: sepayEvent({ content: unique('khong-khop') }),
        headers: { authorization: `Apikey ${WEBHOOK_KEY}` },
      })
    ).json().data.eventId as number;

  const stagedRow = async (kind: string) => ({
    url: `/api/staging/${kind}/${((await call('GET', `/api/staging/${kind}`)) as unknown as { id: number }[])[0]!.id}`,
  });
  const linkedIdentity = async (userId: number) => {
    const subject = unique('subject');
    await call('POST', `/api/users/${userId}/identities`, {
      issuer: 'https://idp.example.vn',
      subject,
    });
    const linked = (await call('GET', `/api/users/${userId}/identities`)) as unknown as {
      id: number;
      subject: string;
    }[];
    return linked.find((identity) => identity.subject === subject)!.id;
  };

  const fixtures: Record<string, Fixture> = {
    'DELETE /api/permissions/group/:id': async () => ({
      url: `/api/permissions/group/${(await call('POST', '/api/permissions/group', { name: unique('nhom') })).id}`,
    }),
    'POST /api/permissions/userGroup/:userId': async () => ({
      url: `/api/permissions/userGroup/${await walker()}`,
      payload: { groupIds: [] },
    }),
    'POST /api/users/:id/disable': async () => ({ url: `/api/users/${await walker()}/disable` }),
    ...Object.fromEntries(
      (['approve', 'refuse'] as const).map((answer) => [
        `POST /api/users/:id/${answer}`,
        async () => {
          const id = await walker();
          await t.db
            .update(users)
            .set({ awaitingApprovalSince: new Date() })
            .where(eq(users.id, id));
          return { url: `/api/users/${id}/${answer}` };
        },
      ]),
    ),
    'DELETE /api/config/private/:key': async () => {
      const key = `WALK_NOTICE_${++made}`;
      await t.db.insert(configEntries).values({ key, value: 'cũ', isPublic: false });
      return { url: `/api/config/private/${key}` };
    },
    'POST /api/wallets/:id/adjust': async () => ({
      url: `/api/wallets/${await walletOf(await walker())}/adjust`,
      payload: { direction: 'credit', amount: 5, reason: 'Thử nhật ký' },
    }),
    'POST /api/wallets/transfer': () =>
      funded(async () => {
        await walker();
        return { payload: { toEmail: WALKER, amount: 1, memo: 'Thử nhật ký' } };
      }),
    'POST /api/system-wallets/transfer': async () => {
      await walker();
      const wallets = (await call('GET', '/api/system-wallets')) as unknown as {
        id: number;
        code: string;
      }[];
      const treasury = wallets.find((w) => w.code === 'TREASURY')!.id;
      return {
        payload: { fromWalletId: treasury, toEmail: WALKER, amount: 1, memo: 'Thử nhật ký' },
      };
    },
    'POST /api/transactions/:id/reverse': async () => {
      await credit(await walletOf(await walker()), 7);
      const [latest] = (await call(
        'GET',
        '/api/transactions?sort=["id","DESC"]&range=[0,0]',
      )) as unknown as { id: number }[];
      return { url: `/api/transactions/${latest!.id}/reverse`, payload: {} };
    },
    'POST /api/labels': async () => ({
      payload: { code: unique('label'), name: 'Nhãn mới', kind: 'special', rank: 300 },
    }),
    'PUT /api/labels/:id': async () => ({
      url: `/api/labels/${(await label()).id}`,
      payload: { name: 'Nhãn đã sửa' },
    }),
    'DELETE /api/labels/:id': async () => ({ url: `/api/labels/${(await label()).id}` }),
    'PUT /api/tags/:id': async () => ({
      url: `/api/tags/${(await tag()).id}`,
      payload: { name: 'Thẻ đã sửa' },
    }),
    'POST /api/heroes': async () => ({ payload: { name: 'Tướng mới', slug: unique('hero') } }),
    'PUT /api/heroes/:id': async () => ({
      url: `/api/heroes/${(await hero()).id}`,
      payload: { name: 'Tướng đã sửa' },
    }),
    'DELETE /api/heroes/:id': async () => ({ url: `/api/heroes/${(await hero()).id}` }),
    'POST /api/skins': async () => ({
      payload: {
        heroId: (await hero()).id,
        name: 'Trang phục mới',
        slug: unique('skin'),
        labelId: await labelIdOf(t.db, 'T5DirectSale'),
      },
    }),
    'PUT /api/skins/:id': async () => ({
      url: `/api/skins/${(await skin()).id}`,
      payload: { name: 'Trang phục đã sửa' },
    }),
    'POST /api/items': async () => ({
      payload: { name: unique('item'), category: Object.keys(ITEM_CATEGORIES)[0], price: 100 },
    }),
    'PUT /api/items/:id': async () => ({
      url: `/api/items/${(await item()).id}`,
      payload: { price: 200 },
    }),
    'POST /api/payments/orders': async () => ({ payload: { amountVnd: 20_000 } }),
    'POST /api/payments/orders/:id/cancel-mine': async () => ({
      url: `/api/payments/orders/${(await order()).id}/cancel-mine`,
    }),
    'POST /api/payments/orders/:id/confirm': async () => ({
      url: `/api/payments/orders/${(await order()).id}/confirm`,
      payload: {},
    }),
    'POST /api/payments/orders/:id/cancel': async () => ({
      url: `/api/payments/orders/${(await order()).id}/cancel`,
    }),
    'POST /api/tools/:id/runs': () =>
      funded(async () => ({
        url: `/api/tools/${await toolOf('ghep-anh')}/runs`,
        payload: await picture(),
      })),
    'POST /api/tools/:id/tasks': () =>
      funded(async () => ({
        url: `/api/tools/${await toolOf('ghep-anh-2')}/tasks`,
        payload: await picture(),
      })),
    'POST /api/tools/:id/preview': async () => ({
      url: `/api/tools/${await toolOf('ghep-anh-2')}/preview`,
      payload: await picture(),
    }),
    'POST /api/tools/:id/sample-tasks': async () => ({
      url: `/api/tools/${await toolOf('ghep-anh-2')}/sample-tasks`,
    }),
    'POST /api/uploads': async () =>
      file(
        'anh.png',
        await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
          .png()
          .toBuffer(),
      ),
    // Queued only: the walk's app runs no job workers, so nothing fetches or reads them.
    'POST /api/staging/crawl': async () => {
      await endRunningCrawl();
      return { payload: { url: 'http://127.0.0.1:9/heroes.json' } };
    },
    'POST /api/staging/crawl/upload': async () => {
      await endRunningCrawl();
      return file('heroes.json', '[]');
    },
    'POST /api/staging/tags/import': stagingImport('tags', async () => [
      { slug: unique('tag'), name: 'Thẻ nhập' },
    ]),
    'POST /api/staging/heroes/import': stagingImport('heroes', async () => [
      { slug: unique('hero'), name: 'Tướng nhập' },
    ]),
    'POST /api/staging/skins/import': stagingImport('skins', async () => [
      {
        slug: unique('skin'),
        name: 'Trang phục nhập',
        hero: (await hero()).slug,
        label: 'T5DirectSale',
      },
    ]),
    'PUT /api/staging/tags/:id': () => stagedRow('tags'),
    'PUT /api/staging/heroes/:id': () => stagedRow('heroes'),
    'PUT /api/staging/skins/:id': () => stagedRow('skins'),
    'POST /api/users/:id/identities': async () => ({
      url: `/api/users/${await walker()}/identities`,
      payload: { issuer: 'https://idp.example.vn', subject: unique('subject') },
    }),
    'DELETE /api/users/:id/identities/:identityId': async () => {
      const userId = await walker();
      return { url: `/api/users/${userId}/identities/${await linkedIdentity(userId)}` };
    },
    'POST /api/payments/reconciliation': async () => ({ payload: {} }),
    'POST /api/payments/webhook': async () => ({
      payload: sepayEvent({ content: unique('khong-khop') }),
    }),
    'POST /api/payments/events/:id/assign': async () => ({
      url: `/api/payments/events/${await bankEvent()}/assign`,
      payload: { userId: await walker() },
    }),
  };
  return fixtures;
}
