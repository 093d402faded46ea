import { sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../server/db/client';
import { fillAuditEvents, fillOrders } from './fillHistory';

export interface ScaleSize {
  label: string;
  skins: number;
  users: number;
  transactions: number;
}

/** The sizes the scale bench grows through, and the one a test seeds. */
export const SCALE_SIZES: Record<string, ScaleSize> = {
  demo: { label: 'demo', skins: 0, users: 0, transactions: 0 },
  '10k': { label: '10 k', skins: 10_000, users: 1_000, transactions: 10_000 },
  '100k': { label: '100 k', skins: 100_000, users: 10_000, transactions: 100_000 },
  '1m': { label: '1 M', skins: 1_000_000, users: 100_000, transactions: 1_000_000 },
};

async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

const countOf = async (db: Executor, table: string) =>
  (await rowsOf<{ n: number }>(db, sql.raw(`select count(*)::int as n from ${table}`)))[0]!.n;

/**
 * Tops the database up to `size` with generate_series, shaped like real use: skins named after
 * their hero (so a hero's skins gather in one stretch of the name order) and spread over the
 * heroes by a power law (a few heroes hold most of them), users with their wallets (one in a
 * thousand disabled), treasury adjustments to those users and, the newest twentieth of the
 * transactions, transfers sent by the most recently created wallets; an audit event for each
 * transaction, and top-up orders with their bank events (`fillHistory.ts`). The ledger stays
 * consistent (each entry numbered and balanced after the wallet's last one, balances and
 * versions updated), so the ledger check still passes. Foreign-key checks and triggers are off
 * while it inserts.
 */
export async function fillTo(db: Database, size: ScaleSize): Promise<void> {
  const tables = ['aov_skins', 'users', 'transactions', 'ledger_entries', 'audit_events'];
  await withoutSecondaryIndexes(db, [...tables, 'topup_orders', 'bank_events'], () =>
    db.transaction(async (tx) => {
      // Foreign-key checks off for the fill (it only inserts rows that reference existing ones):
      // on PGlite they were most of a million rows' time.
      await tx.execute(sql`set local session_replication_role = replica`);
      await fillRows(tx, size);
    }),
  );
  await db.execute(sql`vacuum analyze`);
}

/**
 * Runs `work` with the tables' plain indexes dropped, then builds them again: one build is many
 * times quicker than a million insertions into each (the trigram GIN indexes above all).
 * Unique indexes stay, so the fill is still checked against them.
 */
async function withoutSecondaryIndexes(db: Database, tables: string[], work: () => Promise<void>) {
  const indexes = await rowsOf<{ name: string; definition: string }>(
    db,
    sql`select indexname as name, indexdef as definition from pg_indexes
        where schemaname = 'public' and tablename in ${tables} and indexdef not like 'CREATE UNIQUE%'`,
  );
  for (const { name } of indexes) await db.execute(sql.raw(`drop index "${name}"`));
  await work();
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
    for (const { definition } of indexes) await tx.execute(sql.raw(definition));
  });
}

async function fillRows(db: Executor, size: ScaleSize) {
  const skins = size.skins - (await countOf(db, 'aov_skins'));
  if (skins > 0) {
    await db.execute(sql`
      insert into aov_skins (hero_id, slug, name, label_id, release_date)
      select heroes.ids[hero], 'scale-' || i,
             heroes.names[hero] || ' '
               || (array['Rồng', 'Băng', 'Lửa', 'Sấm', 'Bóng', 'Thiên', 'Hắc', 'Ngọc'])[1 + i % 8]
               || ' ' || md5(i::text) || ' ' || i,
             labels.ids[1 + i % array_length(labels.ids, 1)],
             date '2016-01-01' + (i % 3650)
      from generate_series((select coalesce(max(id), 0) + 1 from aov_skins),
                           (select coalesce(max(id), 0) from aov_skins) + ${skins}) i,
           (select array_agg(id order by id) as ids, array_agg(name order by id) as names
            from aov_heroes) heroes,
           (select array_agg(id order by rank) as ids from aov_labels) labels,
           -- The golden ratio spreads i evenly over [0, 1); its cube crowds the first heroes.
           lateral (select 1 + floor(array_length(heroes.ids, 1)
                                     * ((i * 0.6180339887) % 1) ^ 3)::int as hero) pick`);
  }
  const users = size.users - (await countOf(db, 'users'));
  if (users > 0) {
    await db.execute(sql`
      insert into users (email, name, created_at, disabled_at)
      select 'scale' || i || '@beli.local', 'Người dùng ' || md5(i::text),
             now() - (i % 1000) * interval '1 hour', case when i % 1000 = 0 then now() end
      from generate_series((select max(id) + 1 from users), (select max(id) from users) + ${users}) i`);
    await db.execute(sql`
      insert into wallets (user_id)
      select u.id from users u where not exists (select 1 from wallets w where w.user_id = u.id)`);
  }
  const transactions = size.transactions - (await countOf(db, 'transactions'));
  if (transactions > 0) await fillAuditEvents(db, await fillTransactions(db, transactions));
  const orders = Math.floor(size.transactions / 10) - (await countOf(db, 'topup_orders'));
  if (orders > 0) await fillOrders(db, orders);
}

/** Adds `count` transactions with their ledger entries; answers the first new id. */
async function fillTransactions(db: Executor, count: number) {
  const [{ first } = { first: 0 }] = await rowsOf<{ first: number }>(
    db,
    sql`select coalesce(max(id), 0) + 1 as first from transactions`,
  );
  // The last twentieth are transfers from the newest hundredth of the wallets (funded by the
  // adjustments before them) to the others.
  const transfersFrom = first + Math.floor(count * 0.95);
  await db.execute(sql`
    with targets as (
      select array_agg(w.id order by w.id) as ids from wallets w join users u on u.id = w.user_id
      where u.email like 'scale%'),
    parties as (
      select ids, array_length(ids, 1) as n, greatest(1, array_length(ids, 1) / 100) as recent
      from targets)
    insert into transactions (type, amount, from_wallet_id, to_wallet_id, memo,
                              idempotency_key, request_hash, created_at)
    select kind, amount, from_wallet, to_wallet, memo,
           'scale-' || i, 'scale', now() - (${first + count}::int - i) * interval '1 second'
    from generate_series(${first}::int, ${first + count - 1}::int) i, parties,
         lateral (
           select 'adjustment'::transaction_type as kind, 1 + i % 100 as amount,
                  (select id from wallets where code = 'TREASURY') as from_wallet,
                  ids[1 + i % n] as to_wallet, 'Điều chỉnh ' || i as memo
           where i < ${transfersFrom}
           union all
           select 'transfer', 1, ids[n - i % recent], ids[1 + (i * 7) % (n - recent)],
                  'Chuyển ' || i
           where i >= ${transfersFrom}) move`);
  // Each new transaction's two entries, numbered after the wallet's current version.
  await db.execute(sql`
    with moves as (
      select t.id, t.created_at, t.from_wallet_id as wallet_id, -t.amount as amount
      from transactions t where t.id >= ${first}
      union all
      select t.id, t.created_at, t.to_wallet_id, t.amount from transactions t where t.id >= ${first})
    insert into ledger_entries (transaction_id, wallet_id, amount, balance_after, wallet_version, created_at)
    select m.id, m.wallet_id, m.amount,
           w.balance + sum(m.amount) over (partition by m.wallet_id order by m.id),
           w.version + row_number() over (partition by m.wallet_id order by m.id),
           m.created_at
    from moves m join wallets w on w.id = m.wallet_id
    order by m.id, m.amount`);
  await db.execute(sql`
    update wallets w set balance = w.balance + s.total, version = w.version + s.entries
    from (select wallet_id, sum(amount) as total, count(*) as entries from ledger_entries
          where transaction_id >= ${first} group by wallet_id) s
    where s.wallet_id = w.id`);
  return first;
}
