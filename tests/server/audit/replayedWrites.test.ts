import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents } from '../../../server/db/schema';
import { ADMIN_EMAIL, testAppForFile } from '../../support/testApp';
import { postedTransfer, reverse } from '../wallets/reversalSupport';

const t = testAppForFile({ signIn: { admin: ADMIN_EMAIL } });

const eventsOf = (resource: string, recordId: string) =>
  t.db
    .select({ action: auditEvents.action, requestId: auditEvents.requestId })
    .from(auditEvents)
    .where(and(eq(auditEvents.resource, resource), eq(auditEvents.recordId, recordId)));

describe('an idempotent replay in the audit log', () => {
  it('records one event for a reversal sent twice with one Idempotency-Key (a double click)', async () => {
    const { transaction } = await postedTransfer(t.db, 'bam-hai-lan', 30);
    const key = randomUUID();
    const first = await reverse(t.app, t.admin, transaction.id, key);
    const second = await reverse(t.app, t.admin, transaction.id, key);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.json().data.id).toBe(first.json().data.id);
    expect(await eventsOf('transactions', String(transaction.id))).toEqual([
      { action: 'POST /api/transactions/:id/reverse', requestId: expect.any(String) },
    ]);
  });

  it('records one event when both of a double click arrive at once', async () => {
    const { transaction } = await postedTransfer(t.db, 'cung-luc', 20);
    const key = randomUUID();
    const answers = await Promise.all([
      reverse(t.app, t.admin, transaction.id, key),
      reverse(t.app, t.admin, transaction.id, key),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 201]);
    expect(await eventsOf('transactions', String(transaction.id))).toHaveLength(1);
  });
});
