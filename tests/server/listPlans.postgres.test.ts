import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_MATCHES } from '../../common/listLimits';
import type { Executor } from '../../server/db/client';
import { rowsOf } from '../../server/db/rows';
import { COUNT_ROWS, scansOf as scansOfPlan, type ScanRead } from '../support/pageReads';
import { analyzed, pagesRead, queriesOf, type SentQuery } from '../support/queryPlans';
import { ADMIN_EMAIL, bearer, testAppForFile } from '../support/testApp';
import { post, type Caller } from './wallets/apiSupport';

const t = testAppForFile();
// Signed in after the fill: the newest wallet, the one that sends the newest transfers.
const newcomer = 'moi.den@beli.local';

const SKINS = 20_000;
const USERS = 20_000;
const ADJUSTMENTS = 100_000;
/** The newest adjustments' memo word: more matches than a search sorts, all among the newest. */
const NEWEST_WORD = SEARCH_MATCHES + 500;
/** The oldest adjustments, all to one wallet (the second plan user's): a member's old rows. */
const EARLY = 3_000;
/**
 * The newest transactions of the fill: transfers between members, newer than every adjustment,
 * so a walk of the primary key backwards passes them all before a treasury entry or an adjustment.
 */
const TRANSFERS = 1_500;
/**
 * A busy member, the third plan wallet's (no other adjustment reaches it): credited once, the
 * oldest transaction, then sending BUSY_SENT transfers of 1, newer than every adjustment. Along
 * the table's own index in an amount or date order, their sent rows lie behind nearly every other.
 * They are more than a capped count reads, as a seller's years of transfers are.
 */
const BUSY_AT = 3;
const BUSY_SENT = 12_000;
/**
 * The pages a busy member's list page may read in all. Their rows are read in bulk, dozens to a
 * heap page (by the capped count, and by a branch read whole and sorted), beside the page's own
 * rows and the session's; an index walked row by row touches a page for each row it passes.
 */
const BUSY_PAGES = BUSY_SENT / 5;
/** Audit events, top-up orders and bank events; a few of each are the rare kind, the oldest. */
const RECORDS = 20_000;
const RARE = 20;
/** The busy member's orders, the oldest paid ones: a tenth of those settled by the bank. */
const BUSY_ORDERS = 2_000;

/** The plan users' wallets, in the order they were made: `targets.ids[n]` is the nth. */
const planWallets = sql`(select array_agg(id order by id) as ids from wallets
  where user_id in (select id from users where email like 'plan%')) targets`;
const treasury = sql`(select id from wallets where code = 'TREASURY') treasury`;

/**
 * Data shaped so the planner's guesses go wrong: a common hero's skins first in the name order
 * and a rarer one's (a tenth, under a tag of its own) last; a few disabled users among many;
 * the treasury holding nearly every ledger entry; a word found only in the newest memos; a busy
 * member's rows behind nearly every other in the amount and date orders; the rare audit events
 * and orders the oldest (`fillRecords`).
 */
async function fill() {
  await t.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`
      insert into aov_skins (hero_id, slug, name, label_id, label_rank)
      select case when i % 10 = 0 then (select max(id) from aov_heroes)
                  else (select min(id) from aov_heroes) end,
             'plan-' || i,
             case when i % 10 = 0 then 'Zz ' else 'Aa ' end || md5(i::text),
             case when i % 1000 = 0 then rare.id else a.id end,
             case when i % 1000 = 0 then rare.rank else a.rank end
      from generate_series(1, ${SKINS}) i,
           (select id, rank from aov_labels where code = 'T5DirectSale') a,
           (select id, rank from aov_labels where code = 'S17') rare`);
    await tx.execute(sql`
      with tag as (insert into aov_tags (slug, name) values ('hiem', 'Hiếm') returning id)
      insert into aov_hero_tags (hero_id, tag_id)
      select (select max(id) from aov_heroes), tag.id from tag`);
    await tx.execute(sql`
      insert into users (email, name, disabled_at)
      select 'plan' || i || '@beli.local', 'Người ' || md5(i::text),
             case when i % 1000 = 0 then now() end
      from generate_series(1, ${USERS}) i`);
    await tx.execute(sql`
      insert into wallets (user_id)
      select id from users where email like 'plan%@beli.local'`);
    await tx.execute(sql`
      insert into transactions (type, amount, from_wallet_id, to_wallet_id, memo,
                                idempotency_key, request_hash, created_at)
      select 'adjustment', ${BUSY_SENT}, treasury.id, targets.ids[${BUSY_AT}], 'Nạp lần đầu',
             'plan-busy', 'plan', now() - ${ADJUSTMENTS + 1} * interval '1 second'
      from ${treasury}, ${planWallets}`);
    await tx.execute(sql`
      insert into transactions (type, amount, from_wallet_id, to_wallet_id, memo,
                                idempotency_key, request_hash, created_at)
      select 'adjustment', 1 + i % 100, treasury.id,
             targets.ids[case when i <= ${EARLY} then 2 else 1 + i % ${USERS} end],
             case when i > ${ADJUSTMENTS - NEWEST_WORD} then 'Chuyển ' else 'Điều chỉnh ' end || i,
             'plan-' || i, 'plan',
             now() - (${ADJUSTMENTS} - i) * interval '1 second'
      from generate_series(1, ${ADJUSTMENTS}) i,
           ${treasury}, ${planWallets}`);
    await tx.execute(sql`
      insert into transactions (type, amount, from_wallet_id, to_wallet_id, memo,
                                idempotency_key, request_hash, initiator_id)
      select 'transfer', 1, targets.ids[${BUSY_AT}], targets.ids[${BUSY_AT + 1}],
             'Gửi bạn ' || i, 'plan-busy-' || i, 'plan',
             (select user_id from wallets where id = targets.ids[${BUSY_AT}])
      from generate_series(1, ${BUSY_SENT}) i, ${planWallets}`);
    // Each sender got an adjustment first (the wallets past the EARLY ones'), and sends 1.
    await tx.execute(sql`
      insert into transactions (type, amount, from_wallet_id, to_wallet_id, memo,
                                idempotency_key, request_hash)
      select 'transfer', 1, targets.ids[${EARLY} + 1000 + i], targets.ids[${EARLY} + 1001 + i],
             'Chuyển tiền ' || i, 'plan-transfer-' || i, 'plan'
      from generate_series(1, ${TRANSFERS}) i, ${planWallets}`);
    await tx.execute(sql`
      insert into ledger_entries (transaction_id, wallet_id, amount, balance_after,
                                  wallet_version, created_at)
      select t.id, w.id, case when w.id = t.from_wallet_id then -t.amount else t.amount end,
             w.balance + sum(case when w.id = t.from_wallet_id then -t.amount else t.amount end)
               over (partition by w.id order by t.id),
             w.version + row_number() over (partition by w.id order by t.id), t.created_at
      from transactions t join wallets w on w.id in (t.from_wallet_id, t.to_wallet_id)
      where t.request_hash = 'plan'`);
    await tx.execute(sql`
      update wallets w set balance = w.balance + s.total, version = w.version + s.entries
      from (select wallet_id, sum(amount) as total, count(*) as entries from ledger_entries
            where transaction_id in (select id from transactions where request_hash = 'plan')
            group by wallet_id) s
      where s.wallet_id = w.id`);
    await fillRecords(
      tx,
      sql`(select user_id from wallets, ${planWallets}
                               where wallets.id = targets.ids[${BUSY_AT}])`,
    );
  });
  await t.db.execute(sql`analyze`);
}

/**
 * Audit events with a few deletions first and the newest of another resource; orders paid
 * (a few late, the oldest the busy member's, one in a hundred confirmed by hand), then as many
 * left pending and expired, the newest few still awaiting payment; bank events.
 */
async function fillRecords(tx: Executor, busyUser: SQL) {
  await tx.execute(sql`
    insert into audit_events (at, resource, record_id, action)
    select now() - (${RECORDS} - i) * interval '1 second',
           case when i > ${RECORDS - TRANSFERS} then 'skins' else 'wallets/transfer' end, i::text,
           case when i <= ${RARE} then 'DELETE /api/skins/:id'
                when i > ${RECORDS - TRANSFERS} then 'PUT /api/route-' || i % 50 || '/:id'
                when i % 2 = 0 then 'POST /api/wallets/transfer'
                else 'POST /api/wallets/:walletId/adjust' end
    from generate_series(1, ${RECORDS}) i`);
  await tx.execute(sql`
    insert into topup_orders (user_id, memo_code, amount_vnd, status, expires_at, late, paid_at,
                              settled_by)
    select case when i <= ${BUSY_ORDERS} then ${busyUser}
                else (select min(id) from users where email like 'plan%') end,
           'PLAN' || i, 10000 * (1 + i % 7), 'paid', now(), i <= ${RARE},
           now() - (${RECORDS} - i) * interval '1 second',
           case when i % 100 = 0 then 'confirmed' else 'webhook' end::topup_settlement
    from generate_series(1, ${RECORDS}) i`);
  await tx.execute(sql`
    insert into topup_orders (user_id, memo_code, amount_vnd, status, expires_at)
    select (select min(id) from users where email like 'plan%'), 'PLANCHO' || i,
           10000 * (1 + i % 7), 'pending',
           now() + case when i > ${RECORDS - RARE} then 1 else -1 end * interval '1 hour'
    from generate_series(1, ${RECORDS}) i`);
  await tx.execute(sql`
    insert into bank_events (provider_id, raw, received_at, amount_vnd, content)
    select 'plan-' || i, '{}', now() - (i % 997) * interval '1 minute', 10000 * (1 + i % 13),
           'PLAN' || i
    from generate_series(1, ${RECORDS}) i`);
}

async function callerOf(email: string): Promise<Caller> {
  const headers = bearer(await t.signIn(email));
  const me = (await t.app.inject({ url: '/api/users/me', headers })).json().data;
  return { email, headers, id: me.id, walletId: me.walletId };
}

/** A plan user signed in as a member: made without signing in, they join the newcomer's groups. */
async function planMember(email: string): Promise<Caller> {
  await t.db.execute(sql`
    insert into user_groups (user_id, group_id)
    select (select id from users where email = ${email}), group_id
    from user_groups where user_id = ${member.id} on conflict do nothing`);
  return callerOf(email);
}

let admin: Caller;
let member: Caller;
let busy: Caller;
let client: pg.Client;
const ids = {} as Record<'rareHero' | 'rareTag' | 'rareLabel' | 'treasury', number>;

beforeAll(async () => {
  await fill();
  const [found] = rowsOf<typeof ids>(
    await t.db.execute(sql`select
      (select max(id) from aov_heroes) as "rareHero",
      (select id from aov_tags where slug = 'hiem') as "rareTag",
      (select id from aov_labels where code = 'S17') as "rareLabel",
      (select id from wallets where code = 'TREASURY') as "treasury"`),
  );
  Object.assign(ids, found);
  admin = await callerOf(ADMIN_EMAIL);
  member = await callerOf(newcomer);
  const [owner] = rowsOf<{ email: string }>(
    await t.db.execute(sql`select email from users join wallets on wallets.user_id = users.id
                           where email like 'plan%' order by wallets.id offset ${BUSY_AT - 1} limit 1`),
  );
  busy = await planMember(owner!.email);
  client = new pg.Client({ connectionString: t.database.url });
  await client.connect();
}, 120_000);

afterAll(() => client.end());

/** The newcomer's wallet, credited, sends a transfer: the newest transaction. */
async function newcomerTransfers() {
  const credit = await post(t.app, admin, `/api/wallets/${member.walletId}/adjust`, {
    direction: 'credit',
    amount: 100,
    reason: 'Chào mừng',
  });
  expect(credit.statusCode, credit.body).toBe(201);
  const transfer = await post(t.app, member, '/api/wallets/transfer', {
    toEmail: ADMIN_EMAIL,
    amount: 5,
    memo: '',
  });
  expect(transfer.statusCode, transfer.body).toBe(201);
}

/** The ids a statement answers, in its order: what the page should hold. */
const idsOf = async (query: SQL) =>
  rowsOf<{ id: number }>(await t.db.execute(query)).map((r) => r.id);

const listUrl = (path: string, filter: object, sort?: [string, string]) =>
  `/api/${path}?${new URLSearchParams({
    filter: JSON.stringify(filter),
    range: JSON.stringify([0, 24]),
    ...(sort && { sort: JSON.stringify(sort) }),
  })}`;

/** The route's own statements run again under EXPLAIN ANALYZE: what each scan read, and the pages in all. */
async function scansOf(url: string, headers: Record<string, string>) {
  const { result, queries } = await queriesOf(() => t.app.inject({ url, headers }));
  expect(result.statusCode, result.body).toBe(200);
  const reads = queries.filter((q: SentQuery) => /^\s*select/i.test(q.text));
  const scans: ScanRead[] = [];
  let pages = 0;
  for (const query of reads) {
    const plan = await analyzed(client, query);
    pages += pagesRead(plan);
    scans.push(...scansOfPlan(query.text, plan, 0));
  }
  return { body: result.json<Record<string, unknown>[]>(), scans, pages };
}

/**
 * Every scan of a growing table reads a bounded number of rows, and a page's own through an
 * index (a capped count may scan: it stops at MAX_LIST_ROWS matches).
 */
function expectBounded(scans: ScanRead[]) {
  expect(scans.length).toBeGreaterThan(0);
  for (const scan of scans) {
    if (scan.limit !== COUNT_ROWS)
      expect(scan.scan, JSON.stringify(scans)).not.toMatch(/^Seq Scan/);
    expect(scan.read, JSON.stringify(scans)).toBeLessThanOrEqual(scan.limit);
  }
}

describe('list pages at scale on PostgreSQL read a bounded number of rows', () => {
  it("skins of a rare hero, by name: that hero's own stretch of the name order", async () => {
    const { body, scans } = await scansOf(
      listUrl('skins', { heroId: ids.rareHero }),
      admin.headers,
    );
    expect(body.map((s) => s.id)).toEqual(
      await idsOf(sql`select id from aov_skins where hero_id = ${ids.rareHero}
                      order by name, id limit 25`),
    );
    expectBounded(scans);
  });

  it("skins under a rare hero's tag, by name: each of its heroes apart", async () => {
    const { body, scans } = await scansOf(listUrl('skins', { tagId: ids.rareTag }), admin.headers);
    // Only the rare hero carries the tag.
    expect(body.map((s) => s.id)).toEqual(
      await idsOf(sql`select id from aov_skins where hero_id = ${ids.rareHero}
                      order by name, id limit 25`),
    );
    expectBounded(scans);
  });

  it("skins of a rare label, by value: that label's own stretch of the (label, rank) index", async () => {
    const { body, scans } = await scansOf(
      listUrl('skins', { labelId: ids.rareLabel }, ['labelId', 'ASC']),
      admin.headers,
    );
    expect(body.map((s) => s.id)).toEqual(
      await idsOf(sql`select id from aov_skins where label_id = ${ids.rareLabel}
                      order by label_rank, id limit 25`),
    );
    expectBounded(scans);
  });

  it('skins of a rare label kind, by name: each of its labels apart', async () => {
    const { body, scans } = await scansOf(listUrl('skins', { labelKind: 'season' }), admin.headers);
    expect(body.map((s) => s.id)).toEqual(
      await idsOf(sql`select id from aov_skins
                      where label_id in (select id from aov_labels where kind = 'season')
                      order by name, id limit 25`),
    );
    expectBounded(scans);
  });

  it('every skin by value, the least valuable first: the rank index read backwards', async () => {
    const { body, scans } = await scansOf(listUrl('skins', {}, ['labelId', 'DESC']), admin.headers);
    expect(body.map((s) => s.id)).toEqual(
      await idsOf(sql`select id from aov_skins order by label_rank desc, id desc limit 25`),
    );
    expectBounded(scans);
  });

  for (const sort of ['createdAt', 'amount', 'id'] as const) {
    it(`the treasury's entries by ${sort}: its own entries in that order`, async () => {
      const { body, scans } = await scansOf(
        listUrl(`wallets/${ids.treasury}/entries`, {}, [sort, 'DESC']),
        admin.headers,
      );
      const column = sql.raw({ amount: 'amount', createdAt: 'created_at', id: 'id' }[sort]);
      expect(body.map((e) => e.id)).toEqual(
        await idsOf(sql`select id from ledger_entries where wallet_id = ${ids.treasury}
                        order by ${column} desc, id desc limit 25`),
      );
      expectBounded(scans);
    });
  }

  it('the adjustments, newest first: their own stretch of the (type, id) index, not a walk past the newer transfers', async () => {
    const { body, scans } = await scansOf(
      listUrl('transactions', { type: 'adjustment' }, ['id', 'DESC']),
      admin.headers,
    );
    expect(body.map((t) => t.id)).toEqual(
      await idsOf(sql`select id from transactions where type = 'adjustment'
                      order by id desc limit 25`),
    );
    expect(body.every((t) => t.type === 'adjustment')).toBe(true);
    expectBounded(scans);
  });

  it('a word of the newest memos: found among the newest transactions, not after the oldest', async () => {
    const { body, scans } = await scansOf(listUrl('transactions', { q: 'Chuyển' }), admin.headers);
    expect(body.map((t) => t.id)).toEqual(
      await idsOf(sql`select id from transactions where memo ilike '%Chuyển%'
                      order by id desc limit 25`),
    );
    expectBounded(scans);
  });

  it("a member's search of their own old transactions: their rows, not a walk past everyone's", async () => {
    // The second plan user's wallet received the oldest adjustments.
    const early = await planMember('plan2@beli.local');
    const { body, scans } = await scansOf(
      listUrl('transactions', { q: 'Điều chỉnh' }),
      early.headers,
    );
    expect(body.map((row) => row.id)).toEqual(
      await idsOf(sql`select id from transactions where to_wallet_id = ${early.walletId}
                      order by id desc limit 25`),
    );
    expectBounded(scans);
  });

  it('deletions in the audit log: the few of them, not a walk past every other event', async () => {
    const { body, scans } = await scansOf(
      listUrl('audit-events', { verb: 'DELETE' }),
      admin.headers,
    );
    expect(body).toHaveLength(RARE);
    expect(body.every((e) => String(e.action).startsWith('DELETE '))).toBe(true);
    expectBounded(scans);
  });

  it("one resource's events, newest first: its own stretch, not a walk past the newer others", async () => {
    const { body, scans } = await scansOf(
      listUrl('audit-events', { resource: 'wallets/transfer' }),
      admin.headers,
    );
    expect(body.map((e) => e.id)).toEqual(
      await idsOf(sql`select id from audit_events where resource = 'wallets/transfer'
                      order by id desc limit 25`),
    );
    expectBounded(scans);
  });

  it("a common kind of action, newest first: each of its actions' stretch, not a walk past the newer others", async () => {
    const { body, scans } = await scansOf(listUrl('audit-events', { verb: 'POST' }), admin.headers);
    expect(body.map((e) => e.id)).toEqual(
      await idsOf(sql`select id from audit_events where action like 'POST %'
                      order by id desc limit 25`),
    );
    expectBounded(scans);
  });

  it('orders paid late: the few of them, not a walk past every other order', async () => {
    const { body, scans } = await scansOf(
      listUrl('payments/orders', { late: true }),
      admin.headers,
    );
    expect(body).toHaveLength(RARE);
    expect(body.every((o) => o.late === true)).toBe(true);
    expectBounded(scans);
  });

  it('orders awaiting payment: the few of them, not every order left pending since', async () => {
    const { body, scans } = await scansOf(
      listUrl('payments/orders', { status: 'pending' }, ['amountVnd', 'DESC']),
      admin.headers,
    );
    expect(body).toHaveLength(RARE);
    expect(body.every((o) => o.status === 'pending')).toBe(true);
    expectBounded(scans);
  });

  for (const filter of [{ status: 'paid' }, { settledBy: 'webhook' }]) {
    it(`orders ${JSON.stringify(filter)} by payment time, newest first: not after every unpaid order`, async () => {
      const { body, scans } = await scansOf(
        listUrl('payments/orders', filter, ['paidAt', 'DESC']),
        admin.headers,
      );
      const [column, value] = Object.entries(filter)[0]!;
      const stored = sql.raw(column === 'status' ? 'status' : 'settled_by');
      expect(body.map((o) => o.id)).toEqual(
        await idsOf(sql`select id from topup_orders where ${stored}::text = ${value}
                        order by paid_at desc, id desc limit 25`),
      );
      expectBounded(scans);
    });
  }

  it("a member's own orders settled by the bank, newest first: theirs, not a walk past everyone's", async () => {
    const { body, scans } = await scansOf(
      listUrl('payments/orders', { settledBy: 'webhook' }, ['createdAt', 'DESC']),
      busy.headers,
    );
    expect(body.map((o) => o.id)).toEqual(
      await idsOf(sql`select id from topup_orders
                      where user_id = ${busy.id} and settled_by = 'webhook'
                      order by created_at desc, id desc limit 25`),
    );
    expectBounded(scans);
  });

  it("one initiator's transactions by amount, largest first: theirs read whole, not after everyone's", async () => {
    const { body, scans } = await scansOf(
      listUrl('transactions', { initiatorId: busy.id }, ['amount', 'DESC']),
      admin.headers,
    );
    expect(body.map((row) => row.id)).toEqual(
      await idsOf(sql`select id from transactions where initiator_id = ${busy.id}
                      order by amount desc, id desc limit 25`),
    );
    expectBounded(scans);
  });

  it("bank events by amount: the amount index's first rows, not a sort of them all", async () => {
    const { body, scans } = await scansOf(
      listUrl('payments/events', {}, ['amountVnd', 'ASC']),
      admin.headers,
    );
    expect(body.map((e) => e.id)).toEqual(
      await idsOf(sql`select id from bank_events order by amount_vnd, id limit 25`),
    );
    expectBounded(scans);
  });

  it('disabled users: the few of them, not a walk past the others', async () => {
    const { body, scans } = await scansOf(listUrl('users', { status: 'disabled' }), admin.headers);
    expect(body).toHaveLength(USERS / 1000);
    expect(body.every((u) => u.disabled === true)).toBe(true);
    expectBounded(scans);
  });

  it("the newest transactions, a new wallet's transfer among them, for the admin and for its owner", async () => {
    await newcomerTransfers();
    for (const headers of [admin.headers, member.headers]) {
      const { body, scans } = await scansOf(listUrl('transactions', {}), headers);
      expect((body[0]!.from as { walletId: number }).walletId).toBe(member.walletId);
      expectBounded(scans);
    }
  });

  const busyLists: {
    what: string;
    filter: () => Record<string, unknown>;
    sort?: [string, string];
    where: () => SQL;
    order: SQL;
  }[] = [
    {
      what: 'by amount, largest first',
      filter: () => ({}),
      sort: ['amount', 'DESC'],
      where: () => sql`true`,
      order: sql`amount desc, id desc`,
    },
    {
      what: 'by date, oldest first',
      filter: () => ({}),
      sort: ['createdAt', 'ASC'],
      where: () => sql`true`,
      order: sql`created_at, id`,
    },
    {
      what: 'of one type (its one adjustment), newest first',
      filter: () => ({ type: 'adjustment' }),
      where: () => sql`type = 'adjustment'`,
      order: sql`id desc`,
    },
    {
      what: 'searched for a word they never wrote, largest first',
      filter: () => ({ q: 'khôngcó' }),
      sort: ['amount', 'DESC'],
      where: () => sql`false`,
      order: sql`amount desc, id desc`,
    },
    {
      what: 'with one wallet (the treasury, its credit), newest first',
      filter: () => ({ walletId: ids.treasury }),
      where: () => sql`${ids.treasury} in (from_wallet_id, to_wallet_id)`,
      order: sql`id desc`,
    },
  ];
  for (const list of busyLists) {
    it(`a busy member's own transactions ${list.what}: their rows read in bulk, no index walked row by row`, async () => {
      const { body, scans, pages } = await scansOf(
        listUrl('transactions', list.filter(), list.sort),
        busy.headers,
      );
      expect(body.map((row) => row.id)).toEqual(
        await idsOf(sql`select id from transactions
                        where ${busy.walletId} in (from_wallet_id, to_wallet_id) and ${list.where()}
                        order by ${list.order} limit 25`),
      );
      expectBounded(scans);
      expect(pages).toBeLessThanOrEqual(BUSY_PAGES);
    });
  }
});
