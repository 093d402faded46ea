import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { Env } from '../../env';
import { startScheduledJob } from '../../lib/scheduledJob';
import type { BankEventRow } from './bankEvents';
import type { PageBounds } from './bankWindowRead';
import { reconcileBank, type BankWindow } from './reconciliation';
import { forgetResumePoint, readResumePoint, saveResumePoint } from './reconcileResume';
import type { SepayApi } from './sepayApi';

export const RECONCILE_QUEUE = 'bank-reconcile';
/** Every 15 minutes, as SePay's reconciliation guide advises (15–30). */
export const RECONCILE_CRON = '*/15 * * * *';

/** SePay's API as the environment sets it; null when no token is configured. */
export const sepayApiOf = (env: Env) =>
  env.SEPAY_API_TOKEN ? { url: env.SEPAY_API_URL, token: env.SEPAY_API_TOKEN } : null;

/**
 * One run of the scheduled job: first the rest of a window an earlier run could not read whole,
 * then the last `hours` of the bank feed, each taken in where missed. A window this run cannot
 * read whole is remembered (one at a time: the oldest), and its next pages read by the next run.
 */
export async function reconcileRecentHours(
  db: Database,
  api: SepayApi,
  hours: number,
  log: FastifyBaseLogger,
  bounds: PageBounds = {},
) {
  const ingested: BankEventRow[] = [];
  const runWindow = async (window: BankWindow, firstPage: number) => {
    const run = await reconcileBank(db, api, window, { ...bounds, firstPage });
    ingested.push(...run.ingested);
    const line = { from: window.from, to: window.to, bankCount: run.bankCount };
    if (run.nextPage === null) log.info(line, 'đối soát ngân hàng');
    else
      log.warn(
        { ...line, nextPage: run.nextPage, stoppedBy: run.stoppedBy },
        'đối soát ngân hàng chưa đọc hết',
      );
    return run.nextPage;
  };
  const resume = await readResumePoint(db);
  let slotFree = true;
  if (resume) {
    const nextPage = await runWindow(resume, resume.page);
    if (nextPage === null) await forgetResumePoint(db);
    else await saveResumePoint(db, { ...resume, page: nextPage });
    slotFree = nextPage === null;
  }
  const to = new Date();
  const recent = { from: new Date(to.getTime() - hours * 3_600_000), to };
  const nextPage = await runWindow(recent, 1);
  if (nextPage !== null && slotFree) await saveResumePoint(db, { ...recent, page: nextPage });
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
