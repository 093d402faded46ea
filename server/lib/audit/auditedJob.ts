import type { Database } from '../../db/client';
import { recordAuditEvent } from './record';

/** A pg-boss job, as much of it as the audit reads. */
interface QueueJob {
  id: string;
}

/** What a queue's audit events say of its jobs. */
export interface AuditedQueue<Job extends QueueJob, Result = unknown> {
  name: string;
  /** The area its jobs write (`tasks`). */
  resource: string;
  recordId: (job: Job) => string | number | null;
  /** The record's values as they stand, read before the job runs and again after it. */
  snapshot?: (job: Job) => Promise<unknown>;
  /** Whether a run changed nothing, and so leaves no event (a sweep with nothing due). */
  changedNothing?: ((result: Result) => boolean) | undefined;
}

/**
 * A pg-boss handler whose every run is recorded in the audit log as one event by the system
 * (no actor), the job's id standing for the request's: the record before and after when the
 * queue can read it, otherwise what the run answered, or its error. Every queue's batch is one
 * job, so one run is one job.
 */
export function auditedJob<Job extends QueueJob, Result>(
  db: Database,
  queue: AuditedQueue<Job, Result>,
  handler: (jobs: Job[]) => Promise<Result>,
) {
  return async (jobs: Job[]): Promise<Result> => {
    const job = jobs[0]!;
    const before = (await queue.snapshot?.(job)) ?? null;
    const record = async (outcome: unknown) => {
      const recordId = queue.recordId(job);
      await recordAuditEvent(db, {
        actor: null,
        requestId: job.id,
        resource: queue.resource,
        recordId: recordId === null ? null : String(recordId),
        action: `JOB ${queue.name}`,
        before,
        after: queue.snapshot ? await queue.snapshot(job) : outcome,
      });
    };
    let result: Result;
    try {
      result = await handler(jobs);
    } catch (error) {
      // pg-boss must see the run's own error, even when the database that failed it also
      // refuses the event.
      await record({ error: (error as Error).message }).catch(() => {});
      throw error;
    }
    if (!queue.changedNothing?.(result)) await record(result ?? null);
    return result;
  };
}
