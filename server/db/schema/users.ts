import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    avatarUrl: text('avatar_url'),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** Set while a new account waits for an admin's approval (NEW_ACCOUNTS_NEED_APPROVAL). */
    awaitingApprovalSince: timestamp('awaiting_approval_since', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    index('users_name').on(t.name, t.id),
    // The few disabled users, in any order, without a walk past the enabled ones.
    index('users_disabled')
      .on(t.id)
      .where(sql`${t.disabledAt} is not null`),
    index('users_awaiting_approval')
      .on(t.id)
      .where(sql`${t.awaitingApprovalSince} is not null`),
    index('users_created_at').on(t.createdAt, t.id),
    index('users_last_login_at').on(t.lastLoginAt, t.id),
    index('users_name_trgm').using('gin', t.name.op('gin_trgm_ops')),
    index('users_email_trgm').using('gin', t.email.op('gin_trgm_ops')),
  ],
);

/** Who a provider says an account is: its issuer and subject. An account may hold several. */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_identities_issuer_subject').on(t.issuer, t.subject),
    index('user_identities_user').on(t.userId),
  ],
);
