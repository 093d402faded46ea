import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../../server/db/client';
import { auditEvents } from '../../../server/db/schema';

/** The audit events one request recorded, by the request id it sent. */
export const eventsOfRequest = (db: Database, requestId: string) =>
  db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.requestId, requestId))
    .orderBy(asc(auditEvents.id));

let counter = 0;
/** A request id no other request of the run sends. */
export const freshRequestId = (label: string) =>
  `audit-${label}-${process.pid}-${Date.now()}-${++counter}`;
