import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    /** Who the provider says this is: its issuer and subject, set at the first OpenID sign-in. */
    oidcIssuer: text('oidc_issuer'),
    oidcSubject: text('oidc_subject'),
    name: text('name').notNull().default(''),
    avatarUrl: text('avatar_url'),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_oidc_identity_unique').on(t.oidcIssuer, t.oidcSubject),
    index('users_name').on(t.name, t.id),
    // The few disabled users, in any order, without a walk past the enabled ones.
    index('users_disabled')
      .on(t.id)
      .where(sql`${t.disabledAt} is not null`),
    index('users_created_at').on(t.createdAt, t.id),
    index('users_last_login_at').on(t.lastLoginAt, t.id),
    index('users_name_trgm').using('gin', t.name.op('gin_trgm_ops')),
    index('users_email_trgm').using('gin', t.email.op('gin_trgm_ops')),
  ],
);
