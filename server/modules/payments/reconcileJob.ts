import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { Env } from '../../env';
import { startScheduledJob } from '../../lib/scheduledJob';
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
 * The scheduled reconciliation (one job per quarter hour whatever the number of processes).
 * Only where a SePay token is set and this process works jobs.
 */
export async function startReconcileJob(app: FastifyInstance, db: Database, env: Env) {
  const api = sepayApiOf(env);
  if (!api || !env.JOB_WORKERS) return;
  await startScheduledJob(app, db, {
    queue: RECONCILE_QUEUE,
    cron: RECONCILE_CRON,
    options: { retryLimit: 2, retryDelay: 60, expireInSeconds: 600 },
    pollingIntervalSeconds: 30,
    resource: 'payments/reconciliation',
    run: async () => ({
      ingested: await reconcileRecentHours(db, api, env.SEPAY_RECONCILE_HOURS, app.log),
    }),
  });
}
