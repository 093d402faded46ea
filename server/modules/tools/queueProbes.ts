import type { FastifyInstance } from 'fastify';
import { Counter, Gauge } from 'prom-client';
import type { JobQueue } from '../../lib/jobQueue';
import { TASK_QUEUES } from './tasks';

const QUEUE_NAMES = Object.values(TASK_QUEUES);
const STATES = ['queued', 'active', 'deferred', 'failed'] as const;

/**
 * The task queue for /readyz (started and answering) and /metrics (jobs by queue and state, as
 * pg-boss counts them, and its errors).
 */
export function registerQueueProbes(app: FastifyInstance, queue: JobQueue): void {
  let stopped = false;
  queue.once('stopped', () => (stopped = true));
  app.readiness.set('queue', async () => {
    if (stopped) throw new Error('job queue stopped');
    await queue.getQueues(QUEUE_NAMES);
  });

  const errors = new Counter({
    name: 'beli_job_queue_errors_total',
    help: 'Errors the job queue reported (it retries on its own)',
    registers: [app.metrics],
  });
  queue.on('error', () => errors.inc());
  new Gauge({
    name: 'beli_job_queue_jobs',
    help: 'Jobs by queue and state (failed: failed jobs still retained)',
    labelNames: ['queue', 'state'],
    registers: [app.metrics],
    async collect() {
      for (const counts of await queue.getQueues(QUEUE_NAMES)) {
        for (const state of STATES) {
          this.set({ queue: counts.name, state }, counts[`${state}Count`]);
        }
      }
    },
  });
}
