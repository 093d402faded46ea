import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents } from '../../../server/db/schema';
import { auditedJob } from '../../../server/lib/audit/auditedJob';
import { MEMBER_EMAIL } from '../../support/testApp';
import { finishedTask, toolIdOf, toolsAppForFile, withKey } from '../tools/support';

const t = toolsAppForFile();
const { member } = t;

const eventsOfRecord = (resource: string, recordId: string) =>
  t.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.resource, resource), eq(auditEvents.recordId, recordId)))
    .orderBy(asc(auditEvents.id));

describe('the audit log of the job queue', () => {
  it("records the task's job as the system's, with the task before and after", async () => {
    const toolId = await toolIdOf(t.app, member, 'ghep-anh-2');
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/tools/${toolId}/sample-tasks`,
      headers: withKey(member),
    });
    expect(created.statusCode).toBe(201);
    const task = await finishedTask(t.app, member, created.json().data.id);
    expect(task.status).toBe('succeeded');

    // The member's submission, then the job's run: both the task's, none the tool's.
    await expect.poll(() => eventsOfRecord('tasks', String(task.id))).toHaveLength(2);
    const [submitted, event] = await eventsOfRecord('tasks', String(task.id));
    expect(submitted).toMatchObject({
      actorEmail: MEMBER_EMAIL,
      action: 'POST /api/tools/:id/sample-tasks',
    });
    expect(await eventsOfRecord('tools', String(toolId))).toEqual([]);
    expect(event).toMatchObject({
      actorId: null,
      actorEmail: null,
      action: 'JOB tool-task-free',
      before: { status: 'queued', progress: 0 },
      after: { status: 'succeeded', progress: 100, error: null },
    });
    expect(event!.requestId).toEqual(expect.any(String));
  });

  it('records a job that failed, with its error, and still fails it', async () => {
    const recordId = `failing-${Date.now()}`;
    const run = auditedJob(
      t.db,
      { name: 'thu-loi', resource: 'audit-test', recordId: () => recordId },
      async () => {
        throw new Error('Máy ghép ảnh hỏng');
      },
    );
    await expect(run([{ id: 'job-1' }])).rejects.toThrow('Máy ghép ảnh hỏng');
    expect(await eventsOfRecord('audit-test', recordId)).toEqual([
      expect.objectContaining({
        action: 'JOB thu-loi',
        requestId: 'job-1',
        before: null,
        after: { error: 'Máy ghép ảnh hỏng' },
      }),
    ]);
  });

  it('records a sweep that changed something, and nothing for one that found nothing due', async () => {
    const recordId = `sweep-${Date.now()}`;
    let due = 0;
    const sweep = auditedJob(
      t.db,
      {
        name: 'quet-thu',
        resource: 'audit-test',
        recordId: () => recordId,
        changedNothing: ({ voided }: { voided: number }) => voided === 0,
      },
      async () => ({ voided: due }),
    );
    await sweep([{ id: 'job-quiet' }]);
    due = 2;
    await sweep([{ id: 'job-busy' }]);
    expect(await eventsOfRecord('audit-test', recordId)).toEqual([
      expect.objectContaining({ requestId: 'job-busy', after: { voided: 2 } }),
    ]);
  });
});
