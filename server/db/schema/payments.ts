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
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { amount, amountInRange } from './amount';
import { users } from './users';

/** An expired order is a pending one past `expiresAt`: computed, never stored. */
export const topupOrderStatus = pgEnum('topup_order_status', ['pending', 'paid', 'cancelled']);

/** How a paid order was settled. */
export const topupSettlement = pgEnum('topup_settlement', ['webhook', 'confirmed', 'assigned']);

export const topupOrders = pgTable(
  'topup_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    memoCode: text('memo_code').notNull(),
    /** What the user said they would transfer, in đồng. */
    amountVnd: amount('amount_vnd').notNull(),
    status: topupOrderStatus('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** What actually arrived, in đồng, and what it bought. */
    paidVnd: amount('paid_vnd'),
    creditBeli: amount('credit_beli'),
    bonusBeli: amount('bonus_beli'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Paid after it had expired: the money arrived, so it was credited all the same. */
    late: boolean('late').notNull().default(false),
    settledBy: topupSettlement('settled_by'),
    bankEventId: integer('bank_event_id'),
    /** The admin who confirmed, cancelled or assigned it. */
    handledBy: integer('handled_by').references(() => users.id),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('topup_orders_memo_unique').on(t.memoCode),
    index('topup_orders_user_idx').on(t.userId, t.id),
    index('topup_orders_status_idx').on(t.status, t.id),
    // The admin's list in each of its sorts, its rarer filters, and its search by memo code.
    index('topup_orders_created_at_idx').on(t.createdAt, t.id),
    index('topup_orders_amount_idx').on(t.amountVnd, t.id),
    index('topup_orders_paid_at_idx').on(t.paidAt, t.id),
    index('topup_orders_settled_by_idx').on(t.settledBy, t.id),
    // A state (paid, cancelled) or a way of settling in each sort: along the sort's own index
    // the page lay behind the newest pending orders, or the unpaid ones' empty payment times.
    index('topup_orders_status_created_at_idx').on(t.status, t.createdAt, t.id),
    index('topup_orders_status_amount_idx').on(t.status, t.amountVnd, t.id),
    index('topup_orders_status_paid_at_idx').on(t.status, t.paidAt, t.id),
    index('topup_orders_settled_by_created_at_idx').on(t.settledBy, t.createdAt, t.id),
    index('topup_orders_settled_by_amount_idx').on(t.settledBy, t.amountVnd, t.id),
    index('topup_orders_settled_by_paid_at_idx').on(t.settledBy, t.paidAt, t.id),
    // The orders still awaiting payment, without the expired ones that stay pending forever.
    index('topup_orders_status_expires_at_idx').on(t.status, t.expiresAt, t.id),
    index('topup_orders_late')
      .on(t.id)
      .where(sql`${t.late}`),
    index('topup_orders_memo_trgm').using('gin', t.memoCode.op('gin_trgm_ops')),
    check('topup_orders_amount_check', sql`${t.amountVnd} > 0`),
    amountInRange('topup_orders_amount_vnd_range', t.amountVnd),
    amountInRange('topup_orders_paid_vnd_range', t.paidVnd),
    amountInRange('topup_orders_credit_beli_range', t.creditBeli),
    amountInRange('topup_orders_bonus_beli_range', t.bonusBeli),
  ],
);

/**
 * received: stored, not yet handled (or its handling failed and the next delivery retries);
 * credited: it paid an order; waiting: an admin must look (see `reason`); invalid: unreadable, or
 * a transfer another event already holds (`duplicate_transfer`).
 */
export const bankEventStatus = pgEnum('bank_event_status', [
  'received',
  'credited',
  'waiting',
  'invalid',
]);

/** Every bank notification exactly as it came, stored before anything is done with it. */
export const bankEvents = pgTable(
  'bank_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The bank gateway's own id for the transfer: a redelivery carries the same one. */
    providerId: text('provider_id'),
    raw: jsonb('raw').notNull(),
    deliveries: integer('deliveries').notNull().default(1),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    status: bankEventStatus('status').notNull().default('received'),
    reason: text('reason'),
    gateway: text('gateway'),
    accountNumber: text('account_number'),
    transferType: text('transfer_type'),
    amountVnd: amount('amount_vnd'),
    content: text('content'),
    referenceCode: text('reference_code'),
    transactionDate: text('transaction_date'),
    orderId: integer('order_id').references(() => topupOrders.id),
    handledAt: timestamp('handled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('bank_events_provider_unique').on(t.providerId),
    index('bank_events_status_idx').on(t.status, t.id),
    // The list in each of its sorts, by order or reason, and its search over three texts.
    index('bank_events_received_at_idx').on(t.receivedAt, t.id),
    index('bank_events_amount_idx').on(t.amountVnd, t.id),
    index('bank_events_order_idx').on(t.orderId, t.id),
    index('bank_events_reason_idx').on(t.reason, t.id),
    // A status's or a reason's events by amount: the unmatched ones' one amount lay behind the
    // others in the amount index. The transfer type, filtered alone, had no index at all.
    index('bank_events_status_amount_idx').on(t.status, t.amountVnd, t.id),
    index('bank_events_reason_amount_idx').on(t.reason, t.amountVnd, t.id),
    index('bank_events_transfer_type_idx').on(t.transferType, t.id),
    index('bank_events_content_trgm').using('gin', t.content.op('gin_trgm_ops')),
    index('bank_events_reference_trgm').using('gin', t.referenceCode.op('gin_trgm_ops')),
    index('bank_events_account_trgm').using('gin', t.accountNumber.op('gin_trgm_ops')),
    amountInRange('bank_events_amount_vnd_range', t.amountVnd),
  ],
);
