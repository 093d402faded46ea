import { z } from 'zod';

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
});

export type AuditEventView = z.output<typeof auditEventRecord>;
