import type { FastifyInstance } from 'fastify';
import { Gauge } from 'prom-client';
import type { Database } from '../../db/client';
import { checkLedger, type LedgerCheck } from './check';

/** The reconciliation reads every entry, so a scrape reuses a result younger than this. */
const CHECK_EVERY_MS = 5 * 60_000;

/**
 * The ledger check's outcome in /metrics: ok (1 or 0), its mismatches and when it ran. A scrape
 * runs the check when the last one is older than CHECK_EVERY_MS (or the first scrape comes).
 */
export function registerLedgerMetrics(app: FastifyInstance, db: Database): void {
  let last: { at: number; check: LedgerCheck } | null = null;
  let running: Promise<void> | null = null;
  const refresh = () =>
    (running ??= checkLedger(db)
      .then((check) => void (last = { at: Date.now(), check }))
      .finally(() => (running = null)));
  const current = async () => {
    if (!last || Date.now() - last.at > CHECK_EVERY_MS) await refresh();
    return last!;
  };

  new Gauge({
    name: 'beli_ledger_check_ok',
    help: 'Whether the last ledger check found every balance, entry and transaction consistent',
    registers: [app.metrics],
    async collect() {
      this.set((await current()).check.ok ? 1 : 0);
    },
  });
  new Gauge({
    name: 'beli_ledger_check_mismatches',
    help: 'Inconsistencies the last ledger check found',
    registers: [app.metrics],
    async collect() {
      this.set((await current()).check.mismatches.length);
    },
  });
  new Gauge({
    name: 'beli_ledger_check_timestamp_seconds',
    help: 'When the last ledger check ran (Unix time)',
    registers: [app.metrics],
    async collect() {
      this.set((await current()).at / 1000);
    },
  });
}
