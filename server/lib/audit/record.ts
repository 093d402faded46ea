import type { Executor } from '../../db/client';
import { auditEvents } from '../../db/schema';
import { redactSecrets } from './redact';

export interface AuditEvent {
  actor: { id: number; email: string } | null;
  clientAddress?: string;
  requestId?: string;
  resource: string;
  recordId: string | null;
  action: string;
  before: unknown;
  after: unknown;
}

/** An event's row in `audit_events`, its values stripped of secrets. */
export const auditEventRow = (event: AuditEvent) => ({
  ...redactSecrets(event.before ?? null, event.after ?? null),
  actorId: event.actor?.id ?? null,
  actorEmail: event.actor?.email ?? null,
  clientAddress: event.clientAddress ?? null,
  requestId: event.requestId ?? null,
  resource: event.resource,
  recordId: event.recordId,
  action: event.action,
});

/** Appends one event to the audit log. */
export async function recordAuditEvent(db: Executor, event: AuditEvent): Promise<void> {
  await db.insert(auditEvents).values(auditEventRow(event));
}
