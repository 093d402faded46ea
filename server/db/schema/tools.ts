import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  CollageChoice,
  ShowcaseChoice,
  TaskStatus,
  ToolOptions,
  ToolType,
} from '../../../common/tools';
import { users } from './users';
import { ledgerHolds, transactions } from './wallets';

export const tools = pgTable(
  'tools',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    type: text('type').$type<ToolType>().notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** BELI charged for each run or task. */
    price: integer('price').notNull(),
    active: boolean('active').notNull().default(true),
    options: jsonb('options').$type<ToolOptions>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('tools_type_check', sql`${t.type} in ('ghep-anh', 'ghep-anh-2')`),
    check('tools_price_check', sql`${t.price} >= 0`),
  ],
);

/** What a run or task was asked to merge. */
export interface CollageRequest {
  skinIds: number[];
  uploadIds: string[];
  options: CollageChoice;
  /** test1: the generated sample pictures instead of the user's choice. */
  sample?: boolean;
  /** An account showcase of the skins rather than a free-form collage. */
  showcase?: ShowcaseChoice;
}

/** What runs and tasks both record: whose, of which tool, at what price, under which key. */
const submission = () => ({
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  toolId: integer('tool_id')
    .notNull()
    .references(() => tools.id),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  price: integer('price').notNull(),
  /** The tool_charge; null when nothing was charged (a free tool, test1). */
  transactionId: integer('transaction_id').references(() => transactions.id),
  idempotencyKey: text('idempotency_key').notNull(),
  request: jsonb('request').$type<CollageRequest>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A ghep-anh run: composed and charged in one request, so it exists only when it succeeded. */
export const toolRuns = pgTable(
  'tool_runs',
  {
    ...submission(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** Under DATA_DIR/tool-results. */
    imageFile: text('image_file').notNull(),
  },
  (t) => [
    uniqueIndex('tool_runs_idempotency_unique').on(t.userId, t.idempotencyKey),
    index('tool_runs_tool_user_idx').on(t.toolId, t.userId, t.id),
    index('tool_runs_created_idx').on(t.createdAt),
  ],
);

/** A ghep-anh-2 task: its price held and queued, composed by a pg-boss worker, then charged or released. */
export const toolTasks = pgTable(
  'tool_tasks',
  {
    ...submission(),
    status: text('status').$type<TaskStatus>().notNull().default('queued'),
    progress: integer('progress').notNull().default(0),
    /** test1: free and watermarked. */
    free: boolean('free').notNull().default(false),
    /** Tasks charged before holds existed were refunded on failure; no new task gets one. */
    refundTransactionId: integer('refund_transaction_id').references(() => transactions.id),
    /** The price held while the task waits and runs: posted when it succeeds, voided otherwise. */
    holdId: integer('hold_id').references(() => ledgerHolds.id),
    /** The pg-boss job: chosen here so a lost send can be repeated without a second job. */
    jobId: uuid('job_id').notNull().defaultRandom(),
    width: integer('width'),
    height: integer('height'),
    imageFile: text('image_file'),
    error: text('error'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('tool_tasks_idempotency_unique').on(t.userId, t.idempotencyKey),
    // Fair use: one free task (test1) queued or running per user at a time.
    uniqueIndex('tool_tasks_one_pending_free')
      .on(t.userId)
      .where(sql`${t.free} and ${t.status} in ('queued', 'running')`),
    index('tool_tasks_tool_user_idx').on(t.toolId, t.userId, t.id),
    index('tool_tasks_status_idx').on(t.status),
    index('tool_tasks_created_idx').on(t.createdAt),
    check(
      'tool_tasks_status_check',
      sql`${t.status} in ('queued', 'running', 'succeeded', 'failed')`,
    ),
    check('tool_tasks_progress_check', sql`${t.progress} between 0 and 100`),
  ],
);
