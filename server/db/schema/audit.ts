import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { chainColumns } from './evidenceChain';
import { jsonValue } from './jsonValue';

/**
 * One write that was not public: who made it, from where, in which request, to what, and the
 * record's values before and after (secrets redacted). Append-only, as the ledger: the database
 * refuses to edit or remove an event, and each event is chained to the one before by its hash.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    // No foreign key: an event outlives the account it names (a key would rewrite or block it).
    /** The user who made the write; null for the system (the job queue, the bank's webhook). */
    actorId: integer('actor_id'),
    /** The actor's e-mail then, so that a deleted account still reads as someone. */
    actorEmail: text('actor_email'),
    /** The client as the server sees it, through the proxies TRUST_PROXY trusts. */
    clientAddress: text('client_address'),
    requestId: text('request_id'),
    /** The API area written (`heroes`, `permissions`…), or the job's queue. */
    resource: text('resource').notNull(),
    recordId: text('record_id'),
    /** The route (`DELETE /api/heroes/:id`) or the job (`JOB tool-task-paid`). */
    action: text('action').notNull(),
    before: jsonValue('before'),
    after: jsonValue('after'),
    ...chainColumns(),
  },
  (t) => [
    index('audit_events_record_idx').on(t.resource, t.recordId, t.id),
    // One resource's events newest first: the wallets' hold nearly all, behind the newest others.
    index('audit_events_resource_idx').on(t.resource, t.id),
    index('audit_events_actor_idx').on(t.actorId, t.id),
    index('audit_events_action_idx').on(t.action, t.id),
    // A time bound's page, in (at, id) order from the bound (see the list's `at_gte`).
    index('audit_events_at_idx').on(t.at, t.id),
    // A record filtered alone, a kind of action (`DELETE %`), the search by e-mail.
    index('audit_events_record_id_idx').on(t.recordId, t.id),
    index('audit_events_action_pattern').on(t.action.op('text_pattern_ops'), t.id),
    index('audit_events_actor_email_trgm').using('gin', t.actorEmail.op('gin_trgm_ops')),
  ],
);
