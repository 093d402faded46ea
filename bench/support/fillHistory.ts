import { sql } from 'drizzle-orm';
import type { Executor } from '../../server/db/client';

/**
 * Top-up orders up to a tenth of the transactions, from the fill's users and the demo member, a
 * few of them ordering most (a power law; the member, first, among them), ten seconds apart: most paid through the bank's webhook (each with its bank
 * event), one in fifty confirmed by hand, one in two hundred paid late, one in twenty cancelled,
 * the newest fiftieth still pending; and a bank event in forty that matched no order.
 */
export async function fillOrders(db: Executor, count: number) {
  await db.execute(sql`
    with buyers as (
      select array_agg(u.id order by u.id) as ids, count(*)::int as n from users u
      where u.email like 'scale%' or u.email = 'member@beli.local'),
    bounds as (
      select coalesce(max(id), 0) + 1 as first, coalesce(max(id), 0) + ${count}::int as last
      from topup_orders)
    insert into topup_orders (user_id, memo_code, amount_vnd, status, created_at, expires_at,
                              paid_vnd, credit_beli, bonus_beli, paid_at, late, settled_by,
                              cancelled_at)
    select buyers.ids[1 + floor(buyers.n * ((i * 0.6180339887) % 1) ^ 3)::int],
           'NAP' || lpad(i::text, 9, '0'), o.amount, o.state, o.created,
           o.created + interval '30 minutes',
           case when paid then o.amount end, case when paid then o.amount / 1000 end,
           case when paid then 0 end,
           case when paid then o.created + case when o.late then interval '40 minutes'
                                                 else interval '2 minutes' end end,
           paid and o.late,
           case when paid then
             (case when i % 50 = 0 then 'confirmed' else 'webhook' end)::topup_settlement end,
           case when o.state = 'cancelled' then o.created + interval '5 minutes' end
    from bounds, buyers, generate_series(bounds.first, bounds.last) i,
         lateral (select (1 + i % 50) * 10000 as amount,
                         now() - (bounds.last - i) * interval '10 seconds' as created,
                         i % 200 = 7 as late,
                         (case when bounds.last - i < greatest(1, ${count}::int / 50) then 'pending'
                               when i % 20 = 0 then 'cancelled'
                               else 'paid' end)::topup_order_status as state) o,
         lateral (select o.state = 'paid' as paid) s`);
  await db.execute(sql`
    insert into bank_events (provider_id, raw, received_at, status, reason, gateway,
                             account_number, transfer_type, amount_vnd, content, reference_code,
                             transaction_date, order_id, handled_at)
    select 'scale-' || o.id, jsonb_build_object('id', o.id, 'content', o.memo_code),
           o.paid_at, 'credited'::bank_event_status, null, 'MBBank', '0123456789', 'in', o.paid_vnd,
           o.memo_code || ' chuyen tien', 'FT' || o.id, o.paid_at::text, o.id, o.paid_at
    from topup_orders o
    where o.settled_by = 'webhook' and o.bank_event_id is null
    union all
    select 'scale-x' || o.id, jsonb_build_object('id', o.id), o.created_at, 'waiting'::bank_event_status,
           'Không tìm thấy đơn', 'MBBank', '0123456789', 'in', 50000,
           'chuyen tien khong ma ' || o.id, 'FX' || o.id, o.created_at::text, null, null
    from topup_orders o
    where o.id % 40 = 0 and o.bank_event_id is null
      and not exists (select 1 from bank_events e where e.provider_id = 'scale-x' || o.id)`);
  await db.execute(sql`
    update topup_orders o set bank_event_id = e.id
    from bank_events e where e.order_id = o.id and o.bank_event_id is null`);
}

/**
 * One audit event for each transaction from `first` on, as the server records a write: the
 * sender's transfer, the admin's adjustment of a wallet, and one in fifty a catalogue edit
 * beside it (a skin's update; one in a hundred of those a deletion).
 */
export async function fillAuditEvents(db: Executor, first: number) {
  await db.execute(sql`
    with admin as (select id, email from users where email = 'admin@beli.local')
    insert into audit_events (at, actor_id, actor_email, client_address, request_id, resource,
                              record_id, action, before, after)
    select t.created_at, coalesce(u.id, admin.id), coalesce(u.email, admin.email),
           '10.0.' || (t.id % 200) || '.' || (t.id % 250), 'req-' || t.id,
           case when t.type = 'transfer' then 'wallets/transfer' else 'wallets' end,
           case when t.type = 'transfer' then t.id else t.to_wallet_id end::text,
           case when t.type = 'transfer' then 'POST /api/wallets/transfer'
                else 'POST /api/wallets/:id/adjust' end,
           null, jsonb_build_object('amount', t.amount, 'memo', t.memo)
    from transactions t
    cross join admin
    left join wallets w on t.type = 'transfer' and w.id = t.from_wallet_id
    left join users u on u.id = w.user_id
    where t.id >= ${first}
    union all
    select t.created_at, admin.id, admin.email, '10.0.0.1', 'req-s' || t.id, 'skins',
           (t.id % 1000 + 1)::text,
           case when t.id % 5000 = 0 then 'DELETE /api/skins/:id' else 'PUT /api/skins/:id' end,
           jsonb_build_object('labelId', 1), jsonb_build_object('labelId', 2)
    from transactions t, admin
    where t.id >= ${first} and t.id % 50 = 0`);
}
