import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { jsonValue } from './jsonValue';
import { users } from './users';

/** Configuration read by the app and the server; public entries are readable without a token. */
export const configEntries = pgTable('config_entries', {
  key: text('key').primaryKey(),
  value: jsonValue('value').notNull(),
  isPublic: boolean('is_public').notNull().default(false),
  description: text('description').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
});
