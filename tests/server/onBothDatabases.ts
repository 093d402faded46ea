/**
 * The server test files that run on PGlite as well as on PostgreSQL, by what can differ between
 * the two. Every other server file runs on PostgreSQL only: the same SQL reaches the same
 * PostgreSQL engine either way, and an API call that neither races nor reads the driver's values,
 * errors or settings answers the same on both. Files named `*.pglite.test.ts` run on PGlite only.
 */
export const ON_BOTH_DATABASES: { why: string; files: string[] }[] = [
  {
    why:
      'requests at once: PostgreSQL serves them on a pool of connections, so row locks, unique ' +
      'keys and idempotency keys decide the race; PGlite takes one statement at a time',
    files: [
      'editConflict/config.test.ts',
      'editConflict/restResource.test.ts',
      'payments/webhookCredit.test.ts',
      'permissions/userGroups.test.ts',
      'tools/charging.test.ts',
      'tools/paidRunLine.test.ts',
      'tools/sampleTasks.test.ts',
      'tools/taskHolds.test.ts',
      'wallets/ledgerConcurrency.test.ts',
      'wallets/transferAuditStorm.test.ts',
    ],
  },
  {
    why:
      "values through the driver: node-postgres's and PGlite's own parsers of times, numbers, " +
      'JSON and raw rows, and the statements each sends (named prepared statements on a server)',
    files: [
      'audit/evidenceChain.test.ts',
      'config/jsonValues.test.ts',
      'flatRows.test.ts',
      'listStatements.test.ts',
      'resourceDefinitions.test.ts',
      'wallets/sumsInRange.test.ts',
      'wallets/transferStatements.test.ts',
    ],
  },
  {
    why:
      "the database's refusals (constraints, triggers, bad text) read out of each driver's own " +
      'error into a Vietnamese 4xx',
    files: [
      'audit/appendOnly.test.ts',
      'badInput.test.ts',
      'definedTableReferences.test.ts',
      'oddText.test.ts',
      'wallets/amountRange.test.ts',
      'wallets/ledger.test.ts',
    ],
  },
  {
    why:
      'what each database does its own way: statement timeouts, rate-limit windows (a table on ' +
      "PostgreSQL, memory on PGlite), pg-boss's backend, readiness and pool metrics, the files " +
      'in DATA_DIR',
    files: [
      'jobQueue.test.ts',
      'limitWindows.test.ts',
      'observability/metrics.test.ts',
      'observability/probes.test.ts',
      'persistence.test.ts',
      'privateDataDir.test.ts',
      'rateLimit.test.ts',
      'sharedCounter.test.ts',
      'statementTimeout.test.ts',
    ],
  },
  {
    why: 'migrations, backups and restores: pg_dump and a server database, or PGlite files',
    files: [
      'aov/labelsMigration.test.ts',
      'backup/drill.test.ts',
      'backup/forgedBackup.test.ts',
      'backup/interruptedTask.test.ts',
      'backup/onlineBackup.test.ts',
      'backup/schemaVersions.test.ts',
      'deploy/backupUnits.test.ts',
    ],
  },
  {
    why: 'a server stopped, killed or restarted on the same database (reopened files, or reconnected)',
    files: [
      'aov/crawl/restart.test.ts',
      'tools/killedWorker.test.ts',
      'tools/restart.test.ts',
      'wallets/crash.test.ts',
      'wallets/shutdown.test.ts',
    ],
  },
];
