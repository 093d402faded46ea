import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents } from '../../../server/db/schema';
import { ADMIN_EMAIL, testAppForFile } from '../../support/testApp';
import { eventsOfRequest, freshRequestId } from './support';

const t = testAppForFile({ signIn: { admin: ADMIN_EMAIL } });

describe('the audit log in the database', () => {
  it('refuses to edit, delete or empty an event, whoever asks', async () => {
    const requestId = freshRequestId('append-only');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/tags',
      payload: { slug: `append-only-${Date.now()}`, name: 'Nhãn bất biến' },
      headers: { ...t.admin, 'x-request-id': requestId },
    });
    expect(response.statusCode).toBe(201);
    const [event] = await eventsOfRequest(t.db, requestId);
    const refusal = (statement: ReturnType<typeof sql>) =>
      t.db.execute(statement).then(
        () => 'accepted',
        (error: { cause?: { message?: string } }) => error.cause?.message ?? String(error),
      );
    const where = sql`where id = ${event!.id}`;
    expect(
      await refusal(sql`update ${auditEvents} set actor_email = 'ai@khac.vn' ${where}`),
    ).toMatch(/append-only: UPDATE on audit_events refused/);
    expect(await refusal(sql`delete from ${auditEvents} ${where}`)).toMatch(
      /append-only: DELETE on audit_events refused/,
    );
    expect(await refusal(sql`truncate ${auditEvents}`)).toMatch(
      /append-only: TRUNCATE on audit_events refused/,
    );
    expect(await eventsOfRequest(t.db, requestId)).toEqual([event]);
  });
});
