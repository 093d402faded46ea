import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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
  ],
);
