import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { aovHeroes, aovSkins, aovTags, topupOrders, users, wallets } from '../../server/db/schema';
import { postTransaction } from '../../server/modules/wallets/ledger';
import { ADMIN_EMAIL, MEMBER_EMAIL, testAppForFile } from '../support/testApp';

const t = testAppForFile({ signIn: { admin: ADMIN_EMAIL, member: MEMBER_EMAIL } });
const { admin, member } = t;

interface Hit {
  kind: string;
  id: number;
  label: string;
  detail: string;
  rank: number;
}

const search = async (q: string, headers: Record<string, string>) => {
  const response = await t.app.inject({
    url: `/api/search?q=${encodeURIComponent(q)}`,
    headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Hit[] }>().data;
};

const walletOf = async (email: string) =>
  (
    await t.db
      .select({ id: wallets.id })
      .from(wallets)
      .innerJoin(users, eq(users.id, wallets.userId))
      .where(eq(users.email, email))
  )[0]!.id;

const treasury = async () =>
  (await t.db.select({ id: wallets.id }).from(wallets).where(eq(wallets.code, 'TREASURY')))[0]!.id;

let memberTransaction: number;
let otherTransaction: number;
let memberOrder: string;
let otherOrder: string;

beforeAll(async () => {
  const [other] = await t.db
    .insert(users)
    .values({ email: 'lan.khac@beli.test', name: 'Lan Khác' })
    .returning({ id: users.id });
  await t.db.insert(wallets).values({ userId: other!.id, name: 'Ví Lan Khác' });
  await t.db.insert(users).values([
    { email: 'hoang.lan@beli.test', name: 'Hoàng Lan' },
    { email: 'lan@beli.test', name: 'Lan' },
  ]);
  const post = async (email: string) =>
    (
      await postTransaction(t.db, {
        type: 'adjustment',
        fromWalletId: await treasury(),
        toWalletId: await walletOf(email),
        amount: 5,
        memo: 'Thưởng giải cờ vua',
        initiatorId: null,
        idempotencyKey: randomUUID(),
      })
    ).transaction.id;
  memberTransaction = await post(MEMBER_EMAIL);
  otherTransaction = await post('lan.khac@beli.test');
  const order = async (userId: number, memoCode: string) => {
    await t.db.insert(topupOrders).values({
      userId,
      memoCode,
      amountVnd: 20_000,
      expiresAt: new Date(Date.now() + 60_000),
    });
    return memoCode;
  };
  const [me] = await t.db.select().from(users).where(eq(users.email, MEMBER_EMAIL));
  memberOrder = await order(me!.id, 'BELIQ7K2M9PX');
  otherOrder = await order(other!.id, 'BELIQ7K2M9PY');
});

describe('GET /api/search', () => {
  it('ranks the whole name before a name beginning with the words, before one containing them', async () => {
    const hits = (await search('lan', admin)).filter((hit) => hit.kind === 'user');
    expect(hits.map((hit) => [hit.label, hit.rank])).toEqual([
      ['Lan', 0],
      ['Lan Khác', 1],
      ['Hoàng Lan', 2],
    ]);
  });

  it('answers every kind an admin may read in one request', async () => {
    const kinds = new Set((await search('Thưởng giải cờ', admin)).map((hit) => hit.kind));
    expect(kinds).toEqual(new Set(['transaction']));
    const byMemo = await search('BELIQ7K2M9P', admin);
    expect(byMemo.filter((hit) => hit.kind === 'order').map((hit) => hit.label)).toEqual([
      memberOrder,
      otherOrder,
    ]);
  });

  it("finds only a member's own transactions and orders, and no users", async () => {
    const hits = await search('Thưởng giải cờ', member);
    expect(hits.map((hit) => [hit.kind, hit.id])).toEqual([['transaction', memberTransaction]]);
    expect((await search('Thưởng giải cờ', admin)).map((hit) => hit.id).sort()).toEqual(
      [memberTransaction, otherTransaction].sort(),
    );
    expect((await search(`#${otherTransaction}`, member)).map((hit) => hit.id)).not.toContain(
      otherTransaction,
    );
    const orders = (await search('BELIQ7K2M9P', member)).filter((hit) => hit.kind === 'order');
    expect(orders.map((hit) => hit.label)).toEqual([memberOrder]);
    expect((await search('lan', member)).some((hit) => hit.kind === 'user')).toBe(false);
  });

  it('finds a transaction by its number first, and the catalogue for anyone signed in', async () => {
    const hits = await search(`#${memberTransaction}`, member);
    expect(hits[0]).toMatchObject({ kind: 'transaction', id: memberTransaction, rank: 0 });
    const [hero] = await t.db
      .insert(aovHeroes)
      .values({ slug: 'zyxhero', name: 'Zyxhero' })
      .returning({ id: aovHeroes.id });
    const [skin] = await t.db
      .insert(aovSkins)
      .values({ heroId: hero!.id, slug: 'zyxhero-mua-he', name: 'Zyxhero Mùa Hè' })
      .returning({ id: aovSkins.id });
    const catalogue = await search('zyxhero', member);
    expect(catalogue.map((hit) => [hit.kind, hit.id, hit.rank])).toEqual([
      ['hero', hero!.id, 0],
      ['skin', skin!.id, 1],
    ]);
    expect(catalogue[1]!.detail).toBe('Zyxhero');
  });

  it('finds a tag by its name or slug, for a member as for an admin', async () => {
    const [tag] = await t.db
      .insert(aovTags)
      .values({ slug: 'qwxthe-do-don', name: 'Qwxthẻ Đỡ đòn', description: 'Chịu sát thương' })
      .returning({ id: aovTags.id });
    for (const headers of [member, admin]) {
      const byName = await search('Qwxthẻ', headers);
      expect(byName.map((hit) => [hit.kind, hit.id, hit.label, hit.rank])).toEqual([
        ['tag', tag!.id, 'Qwxthẻ Đỡ đòn', 1],
      ]);
      expect((await search('qwxthe-do-don', headers)).map((hit) => [hit.kind, hit.rank])).toEqual([
        ['tag', 0],
      ]);
    }
  });

  it('searches only numbers and heroes for two characters, which no trigram index serves', async () => {
    expect((await search('La', admin)).filter((hit) => hit.kind === 'user')).toEqual([]);
    expect((await search('Lan', admin)).filter((hit) => hit.kind === 'user')).not.toEqual([]);
  });

  it('answers a Vietnamese 400 for a single character and 401 without a session', async () => {
    const short = await t.app.inject({ url: '/api/search?q=a', headers: member });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual({ q: 'Nhập ít nhất 2 ký tự để tìm' });
    expect((await t.app.inject({ url: '/api/search?q=lan' })).statusCode).toBe(401);
  });
});
