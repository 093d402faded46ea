/**
 * A posting's one statement, prepared by name: `ledger_post` (migration 0021) looks the key up,
 * locks both wallets in id order, checks the balances on the locked rows and writes the
 * transaction, both balances and both entries, all inside the database. On its own it is one
 * round trip that commits by itself, or one statement of the caller's transaction; the audited
 * form also writes the request's audit event, in the same statement, so both are kept or neither.
 */
import { sql } from 'drizzle-orm';
import { preparedStatement } from '../../db/prepared';
import type { TransactionLinks } from '../../db/schema';
import { auditEventRow, type AuditEvent } from '../../lib/audit/record';

const value = (name: string) => sql.placeholder(name);

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

export type PostingOutcome =
  | {
      outcome: 'posted';
      posted_id: number;
      /** As JSON writes a Date: milliseconds, UTC. */
      posted_at: string;
      earlier: null;
    }
  | { outcome: 'earlier'; posted_id: null; posted_at: null; earlier: EarlierTransactionJson }
  | {
      outcome: 'missing_wallet' | 'insufficient' | 'out_of_range';
      posted_id: null;
      posted_at: null;
      earlier: null;
    };

/** The values of both statements: the posting's (`links` as JSON text). */
export type PostingValues = {
  type: string;
  amount: number;
  from: number;
  to: number;
  memo: string;
  initiator: number | null;
  key: string;
  hash: string;
  links: string;
};

const callPost = sql`select * from ledger_post(${value('type')}::transaction_type,
    ${value('amount')}::bigint, ${value('from')}::int, ${value('to')}::int, ${value('memo')}::text,
    ${value('initiator')}::int, ${value('key')}::text, ${value('hash')}::text,
    ${value('links')}::jsonb)`;

export const post = preparedStatement<PostingOutcome>('ledger_post', callPost);

/**
 * An audit event's values as `audit_events` keeps them (JSON as text, or null), but for what the
 * posting makes: the transaction's id and time, which `after` lacks and `record` may (a route
 * without a parameter names the transaction it made).
 */
export type PostingEventValues = {
  actor: number | null;
  actorEmail: string | null;
  clientAddress: string | null;
  requestId: string | null;
  resource: string;
  record: string | null;
  action: string;
  before: string | null;
  after: string;
};

/** An audit event's values as the audited statement takes them. */
export function postingEventValues(event: AuditEvent): PostingEventValues {
  const row = auditEventRow(event);
  return {
    actor: row.actorId,
    actorEmail: row.actorEmail,
    clientAddress: row.clientAddress,
    requestId: row.requestId,
    resource: row.resource,
    record: row.recordId,
    action: row.action,
    before: row.before === null ? null : JSON.stringify(row.before),
    after: JSON.stringify(row.after),
  };
}

export const postAudited = preparedStatement<PostingOutcome>(
  'ledger_post_audited',
  sql`with posting as (${callPost}), event as (
      insert into audit_events
        (actor_id, actor_email, client_address, request_id, resource, record_id, action, before,
         after)
      select ${value('actor')}::int, ${value('actorEmail')}::text,
        ${value('clientAddress')}::text, ${value('requestId')}::text, ${value('resource')}::text,
        coalesce(${value('record')}::text, posting.posted_id::text), ${value('action')}::text,
        ${value('before')}::jsonb,
        ${value('after')}::jsonb
          || jsonb_build_object('id', posting.posted_id, 'createdAt', posting.posted_at)
      from posting where posting.outcome = 'posted'
    )
    select * from posting`,
);
