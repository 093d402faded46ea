import type { Database, Executor } from '../../db/client';
import { recordAuditEvent } from './record';
import { inAuditScope, type AuditScope } from './scope';

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
  /**
   * The record's values as they stand on `executor`, read before the job runs and again inside
   * the run's transaction, which then carries the event (a queue without it has its event
   * written after the run: a sweep's run is many transactions, or none).
   */
  snapshot?: (job: Job, executor: Executor) => Promise<unknown>;
  /** Whether a run changed nothing, and so leaves no event (a sweep with nothing due). */
  changedNothing?: ((result: Result) => boolean) | undefined;
}

/**
 * A pg-boss handler whose every run is recorded in the audit log as one event by the system
 * (no actor), the job's id standing for the request's: the record before and after when the
 * queue can read it (written inside the run's transaction, with its write), otherwise what the
 * run answered, or its error. Every queue's batch is one job, so one run is one job.
 */
export function auditedJob<Job extends QueueJob, Result>(
  db: Database,
  queue: AuditedQueue<Job, Result>,
  handler: (jobs: Job[]) => Promise<Result>,
) {
  return async (jobs: Job[]): Promise<Result> => {
    const job = jobs[0]!;
    const { snapshot } = queue;
    const before = (await snapshot?.(job, db)) ?? null;
    const record = async (executor: Executor, after: unknown) => {
      const recordId = queue.recordId(job);
      await recordAuditEvent(executor, {
        actor: null,
        requestId: job.id,
        resource: queue.resource,
        recordId: recordId === null ? null : String(recordId),
        action: `JOB ${queue.name}`,
        before,
        after,
      });
    };
    const scope: AuditScope = {
      recorded: false,
      record: async (tx) => record(tx, await snapshot!(job, tx)),
    };
    const afterRun = async (outcome: unknown) => {
      if (!scope.recorded) await record(db, snapshot ? await snapshot(job, db) : outcome);
    };
    let result: Result;
    try {
      result = await (snapshot ? inAuditScope(scope, () => handler(jobs)) : handler(jobs));
    } catch (error) {
      // pg-boss must see the run's own error, even when the database that failed it also
      // refuses the event.
      await afterRun({ error: (error as Error).message }).catch(() => {});
      throw error;
    }
    if (!queue.changedNothing?.(result)) await afterRun(result ?? null);
    return result;
  };
}
