import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { runMigrations, runMigrationsUpTo } from '../../../server/db/migrate';
import { readJournal } from '../../../server/db/migrationJournal';
import { rowsOf } from '../../../server/db/rows';
import { checkEvidenceChains } from '../../../server/lib/evidenceChain';
import { emptyPlace, openPlace } from '../backup/support';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** The migration before the one that chains the evidence and scrubs the secrets. */
const beforeChains = readJournal().find((step) => step.tag === '0021_ledger_post')!;

describe('audit events written before secrets were declared', { timeout: 300_000 }, () => {
  it('lose a private value, keep a public one, are chained, and the scrub is an event', async () => {
    const database = await openPlace(await emptyPlace(cleanups));
    try {
      await runMigrationsUpTo(database, beforeChains);
      const entry = (value: string, isPublic: boolean) =>
        JSON.stringify({ key: 'SMTP_PASS', value, isPublic, description: '' });
      await database.db.execute(sql`
        insert into audit_events (resource, record_id, action, before, after) values
          ('config/private', 'SMTP_PASS', 'POST /api/config/private/:key', null, ${entry('mat-khau-1', false)}::jsonb),
          ('config/private', 'SMTP_PASS', 'POST /api/config/private/:key', ${entry('mat-khau-1', false)}::jsonb, ${entry('mat-khau-2', false)}::jsonb),
          ('config/public', 'SMTP_PASS', 'POST /api/config/public/:key', null, ${entry('cong-khai', true)}::jsonb)`);
      await runMigrations(database);
      const events = rowsOf<{ action: string; before: unknown; after: unknown }>(
        await database.db.execute(
          sql`select action, before->'value' as before, after->'value' as after from audit_events order by id`,
        ),
      );
      expect(events).toEqual([
        { action: 'POST /api/config/private/:key', before: null, after: '[đã thay đổi]' },
        { action: 'POST /api/config/private/:key', before: '[đã ẩn]', after: '[đã thay đổi]' },
        { action: 'POST /api/config/public/:key', before: null, after: 'cong-khai' },
        { action: 'JOB scrub-config-secrets', before: null, after: null },
      ]);
      const [scrub] = rowsOf<{ after: unknown }>(
        await database.db.execute(sql`select after from audit_events order by id desc limit 1`),
      );
      expect(scrub!.after).toEqual({ scrubbedEvents: 2 });
      expect(await checkEvidenceChains(database.db)).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
