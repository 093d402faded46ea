import { integer, jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** A picture re-encoded to WebP under DATA_DIR/uploads, with its 256 px thumbnail. */
export const uploads = pgTable('uploads', {
  id: uuid('id').primaryKey().defaultRandom(),
  ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  bytes: integer('bytes').notNull(),
  thumbBytes: integer('thumb_bytes').notNull(),
  /** Set for the seed's generated cards: the file can be drawn again when it is missing. */
  demoCard: jsonb('demo_card').$type<{
    label: string;
    color: string;
    width: number;
    height: number;
  }>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
