/**
 * The two statements of a posting, prepared by name: lock both wallets (in id order) while
 * looking for an earlier use of the key, then write the transaction, both balances and both
 * entries at once. With BEGIN and COMMIT a posting is four round trips.
 */
import { sql } from 'drizzle-orm';
import { preparedStatement } from '../../db/prepared';
import type { TransactionLinks } from '../../db/schema';

const value = (name: string) => sql.placeholder(name);

export interface LockedWallet {
  id: number;
  balance: number;
  /** What pending holds keep aside: only `balance - held` may be spent. */
  held: number;
  allow_negative: boolean;
  /** The transaction this key already made (the same on both rows), as JSON. */
  earlier: EarlierTransactionJson | null;
}

export interface EarlierTransactionJson {
  id: number;
  type: string;
  amount: number;
  from_wallet_id: number;
  to_wallet_id: number;
  memo: string;
  initiator_id: number | null;
  idempotency_key: string;
  request_hash: string;
  links: TransactionLinks;
  created_at: string;
}

/** `=` or `is null`, not `is not distinct from`: only these two can use the unique index. */
const lockWallets = (initiator: ReturnType<typeof sql>) =>
  sql`select id, balance::float8 as balance, held::float8 as held, allow_negative,
      (select row_to_json(t) from transactions t
        where ${initiator} and t.idempotency_key = ${value('key')}::text) as earlier
    from wallets where id in (${value('from')}::int, ${value('to')}::int)
    order by id for update`;

export const lockWalletsForUser = preparedStatement<LockedWallet>(
  'ledger_lock_user',
  lockWallets(sql`t.initiator_id = ${value('initiator')}::int`),
);
export const lockWalletsForSystem = preparedStatement<LockedWallet>(
  'ledger_lock_system',
  lockWallets(sql`t.initiator_id is null`),
);

export interface WrittenPosting {
  id: number;
  created_at: Date;
}

/** The debit's entry is written first, as it always was. */
export const writePosting = preparedStatement<WrittenPosting>(
  'ledger_write',
  sql`with posted as (
      insert into transactions
        (type, amount, from_wallet_id, to_wallet_id, memo, initiator_id, idempotency_key,
         request_hash, links)
      values (${value('type')}::transaction_type, ${value('amount')}::bigint, ${value('from')}::int,
        ${value('to')}::int, ${value('memo')}::text, ${value('initiator')}::int, ${value('key')}::text,
        ${value('hash')}::text, ${value('links')}::jsonb)
      returning id, created_at
    ), moved as (
      update wallets
      set balance = balance + case when id = ${value('from')}::int
          then -${value('amount')}::bigint else ${value('amount')}::bigint end,
        version = version + 1
      where id in (${value('from')}::int, ${value('to')}::int)
      returning id, balance, version
    ), entries as (
      insert into ledger_entries (transaction_id, wallet_id, amount, balance_after, wallet_version)
      select posted.id, moved.id, case when moved.id = ${value('from')}::int
          then -${value('amount')}::bigint else ${value('amount')}::bigint end,
        moved.balance, moved.version
      from posted, moved
      order by moved.id <> ${value('from')}::int
    )
    select id, created_at from posted`,
);
