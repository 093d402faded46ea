import { z } from 'zod';

/**
 * The names of the records an event's reference fields held, by field and id, as they are now
 * (`heroId` → `3` → `Airi`); a record deleted since is not there.
 */
const referenceNames = z.record(z.string(), z.record(z.string(), z.string()));

/** One event of the audit log as `GET /api/audit-events` answers it. */
export const auditEventRecord = z.object({
  id: z.number(),
  at: z.date(),
  actorId: z.number().nullable(),
  actorEmail: z.string().nullable(),
  clientAddress: z.string().nullable(),
  requestId: z.string().nullable(),
  resource: z.string(),
  recordId: z.string().nullable(),
  action: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  names: referenceNames,
});

export type AuditEventView = z.output<typeof auditEventRecord>;
export type ReferenceNames = z.output<typeof referenceNames>;
