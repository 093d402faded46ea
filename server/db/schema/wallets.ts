import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { amount, amountInRange } from './amount';
import { chainColumns } from './evidenceChain';
import { users } from './users';

/**
 * A user's wallet (userId set) or a system wallet (code set), never both. The balance is a
 * cached sum of the wallet's ledger entries, kept in step by the one posting service.
 */
export const wallets = pgTable(
  'wallets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    // A user without ledger history may be deleted with their empty wallet; one with history may not.
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    code: text('code'),
    name: text('name').notNull().default(''),
    description: text('description').notNull().default(''),
    allowNegative: boolean('allow_negative').notNull().default(false),
    balance: amount('balance').notNull().default(0),
    /** The sum of the wallet's pending holds: money it has but may not spend (available = balance - held). */
    held: amount('held').notNull().default(0),
    version: integer('version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wallets_user_unique').on(t.userId),
    uniqueIndex('wallets_code_unique').on(t.code),
    check('wallets_balance_check', sql`${t.balance} >= 0 or ${t.allowNegative}`),
    check('wallets_held_check', sql`${t.held} >= 0`),
    // The hold expiry job starts from the few wallets holding anything.
    index('wallets_holding_idx')
      .on(t.id)
      .where(sql`${t.held} > 0`),
    check('wallets_available_check', sql`${t.balance} - ${t.held} >= 0 or ${t.allowNegative}`),
    amountInRange('wallets_held_range', t.held),
    amountInRange('wallets_balance_range', t.balance),
    check('wallets_owner_check', sql`(${t.userId} is null) <> (${t.code} is null)`),
    check('wallets_code_check', sql`${t.code} ~ '^[A-Z][A-Z0-9_]{1,31}$'`),
  ],
);

export const transactionType = pgEnum('transaction_type', [
  'topup',
  'promotion_bonus',
  'transfer',
  'tool_charge',
  'tool_refund',
  'adjustment',
  'system_transfer',
  'reversal',
]);

/** What a transaction came from: a top-up order, a tool run or a task, or the one it reverses. */
export interface TransactionLinks {
  orderId?: number | string;
  runId?: number | string;
  taskId?: number | string;
  reversesId?: number;
  /** The hold this transaction settled (posted). */
  holdId?: number;
}

/** What moves, from where to where, and why: a transaction's columns, and a hold's. */
const postingColumns = () => ({
  type: transactionType('type').notNull(),
  amount: amount('amount').notNull(),
  fromWalletId: integer('from_wallet_id')
    .notNull()
    .references(() => wallets.id),
  toWalletId: integer('to_wallet_id')
    .notNull()
    .references(() => wallets.id),
  memo: text('memo').notNull().default(''),
});

/** Never updated or deleted (database triggers refuse it); chained by hash as the audit log. */
export const transactions = pgTable(
  'transactions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ...postingColumns(),
    /** Null for movements the system makes on its own (a bank webhook). */
    initiatorId: integer('initiator_id').references(() => users.id),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    links: jsonb('links').$type<TransactionLinks>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ...chainColumns(),
  },
  (t) => [
    unique('transactions_idempotency_unique')
      .on(t.initiatorId, t.idempotencyKey)
      .nullsNotDistinct(),
    index('transactions_from_idx').on(t.fromWalletId, t.id),
    index('transactions_to_idx').on(t.toWalletId, t.id),
    index('transactions_created_at_idx').on(t.createdAt, t.id),
    index('transactions_amount_idx').on(t.amount, t.id),
    index('transactions_type_idx').on(t.type, t.id),
    // One type in the amount or date order: along the whole table's index, the transfers (all
    // of the smallest amounts) lay behind every adjustment (940 000 rows passed at 1 M).
    index('transactions_type_amount_idx').on(t.type, t.amount, t.id),
    index('transactions_type_created_at_idx').on(t.type, t.createdAt, t.id),
    // One person's transactions newest first (the unique key's order is the idempotency key's).
    index('transactions_initiator_idx').on(t.initiatorId, t.id),
    index('transactions_memo_trgm').using('gin', t.memo.op('gin_trgm_ops')),
    // A transaction is reversed at most once, whoever asks and however concurrently. Only a
    // reversal's links name `reversesId`.
    uniqueIndex('transactions_reverses_unique')
      .on(sql`(${t.links} ->> 'reversesId')`)
      .where(sql`(${t.links} ->> 'reversesId') is not null`),
    check('transactions_amount_check', sql`${t.amount} > 0`),
    amountInRange('transactions_amount_range', t.amount),
    check('transactions_parties_check', sql`${t.fromWalletId} <> ${t.toWalletId}`),
  ],
);

/** Two a transaction: the debit (negative) and the credit, each with the wallet's state after. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => transactions.id),
    walletId: integer('wallet_id')
      .notNull()
      .references(() => wallets.id),
    amount: amount('amount').notNull(),
    balanceAfter: amount('balance_after').notNull(),
    walletVersion: integer('wallet_version').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('ledger_entries_wallet_version_unique').on(t.walletId, t.walletVersion),
    index('ledger_entries_transaction_idx').on(t.transactionId),
    // One wallet's entries by id, date or amount: a system wallet has nearly every entry, and a
    // member's old ones lay behind a million newer ones on the primary key.
    index('ledger_entries_wallet_id').on(t.walletId, t.id),
    index('ledger_entries_wallet_created_at').on(t.walletId, t.createdAt, t.id),
    index('ledger_entries_wallet_amount').on(t.walletId, t.amount, t.id),
    check('ledger_entries_amount_check', sql`${t.amount} <> 0`),
    amountInRange('ledger_entries_amount_range', t.amount),
    amountInRange('ledger_entries_balance_after_range', t.balanceAfter),
  ],
);

/**
 * Money set aside on a wallet for a posting that may or may not happen (TigerBeetle's pending
 * transfer): it counts against the wallet's available balance until exactly one settlement
 * posts or voids it. Never updated or deleted (database triggers refuse it).
 */
export const ledgerHolds = pgTable(
  'ledger_holds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** What the posting will be when the hold is posted. */
    ...postingColumns(),
    initiatorId: integer('initiator_id').references(() => users.id),
    links: jsonb('links').$type<TransactionLinks>().notNull().default({}),
    /** Past this time the hold expiry job voids it, if nothing settled it. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_holds_from_expires_idx').on(t.fromWalletId, t.expiresAt),
    check('ledger_holds_amount_check', sql`${t.amount} > 0`),
    amountInRange('ledger_holds_amount_range', t.amount),
    check('ledger_holds_parties_check', sql`${t.fromWalletId} <> ${t.toWalletId}`),
  ],
);

/**
 * How a hold ended, written once (the hold's id is the key, so a second settlement is refused):
 * posted (its transaction named) or voided. Never updated or deleted.
 */
export const ledgerHoldSettlements = pgTable(
  'ledger_hold_settlements',
  {
    holdId: integer('hold_id')
      .primaryKey()
      .references(() => ledgerHolds.id),
    outcome: text('outcome').$type<'posted' | 'voided'>().notNull(),
    transactionId: integer('transaction_id').references(() => transactions.id),
    reason: text('reason').notNull().default(''),
    settledAt: timestamp('settled_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('ledger_hold_settlements_outcome_check', sql`${t.outcome} in ('posted', 'voided')`),
    check(
      'ledger_hold_settlements_transaction_check',
      sql`(${t.outcome} = 'posted') = (${t.transactionId} is not null)`,
    ),
    uniqueIndex('ledger_hold_settlements_transaction_unique').on(t.transactionId),
  ],
);
