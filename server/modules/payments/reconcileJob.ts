import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { Env } from '../../env';
import { auditedJob } from '../../lib/audit/auditedJob';
import { createJobQueue } from '../../lib/jobQueue';
import { reconcileBank } from './reconciliation';
import type { SepayApi } from './sepayApi';

export const RECONCILE_QUEUE = 'bank-reconcile';
/** Every 15 minutes, as SePay's reconciliation guide advises (15–30). */
export const RECONCILE_CRON = '*/15 * * * *';

/** SePay's API as the environment sets it; null when no token is configured. */
export const sepayApiOf = (env: Env) =>
  env.SEPAY_API_TOKEN ? { url: env.SEPAY_API_URL, token: env.SEPAY_API_TOKEN } : null;

/** One run of the scheduled job: the last `hours` of the bank feed, taken in where missed. */
export async function reconcileRecentHours(
  db: Database,
  api: SepayApi,
  hours: number,
  log: FastifyBaseLogger,
) {
  const to = new Date();
  const from = new Date(to.getTime() - hours * 3_600_000);
  const { bankCount, ingested } = await reconcileBank(db, api, { from, to });
  log.info({ bankCount, ingested: ingested.length }, 'đối soát ngân hàng');
  return ingested;
}

/**
 * The scheduled reconciliation (a pg-boss schedule: one job per quarter hour whatever the number
 * of processes), on a queue instance of its own with pg-boss's cron pass on. Only where a SePay
 * token is set and this process works jobs.
 */
export async function startReconcileJob(app: FastifyInstance, db: Database, env: Env) {
  const api = sepayApiOf(env);
  if (!api || !env.JOB_WORKERS) return;
  const queue = createJobQueue(db, (error) => app.log.error({ err: error }, 'pg-boss'), {
    schedule: true,
    supervise: false,
  });
  await queue.start();
  app.addHook('onClose', () => queue.stop({ graceful: true, timeout: 30_000 }));
  await queue.createQueue(RECONCILE_QUEUE, { retryLimit: 2, retryDelay: 60, expireInSeconds: 600 });
  await queue.schedule(RECONCILE_QUEUE, RECONCILE_CRON);
  const audit = {
    name: RECONCILE_QUEUE,
    resource: 'payments/reconciliation',
    recordId: () => null,
  };
  await queue.work(
    RECONCILE_QUEUE,
    { pollingIntervalSeconds: 30 },
    auditedJob(db, audit, async () => ({
      ingested: await reconcileRecentHours(db, api, env.SEPAY_RECONCILE_HOURS, app.log),
    })),
  );
}
