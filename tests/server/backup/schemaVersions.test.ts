import { cpSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readManifest, writeManifest } from '../../../server/backup/manifest';
import { signManifest } from '../../../server/backup/signature';
import { runMigrationsUpTo } from '../../../server/db/migrate';
import { lastAppliedMigration, readJournal } from '../../../server/db/migrationJournal';
import { rowsOf } from '../../../server/db/rows';
import { tempDir } from '../../support/testEnv';
import { BACKUP_KEY, emptyPlace, isUntouched, openPlace, runNpm, settingsOf } from './support';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const journal = readJournal();
const newest = journal.at(-1)!;
/** Before 0007_user_identity gave users two columns: their rows load only into their own schema. */
const older = journal.find((step) => step.tag === '0006_tools')!;
let backupDir: string;

/** A portal from before 0007_user_identity, with one user. */
beforeAll(async () => {
  const old = await emptyPlace(cleanups);
  const database = await openPlace(old);
  try {
    await runMigrationsUpTo(database, older);
    await database.db.execute(sql`insert into users (email, name) values ('cu@beli.local', 'Cũ')`);
  } finally {
    await database.close();
  }
  backupDir = path.join(tempDir('backups'), 'beli-older');
  const backup = await runNpm('backup', ['--out', backupDir], settingsOf(old));
  expect(backup.code).toBe(0);
  expect(readManifest(backupDir).migration).toEqual(older);
}, 180_000);

describe('a backup from another version of the portal', () => {
  it("from an older one is loaded into its own schema, then migrated to this code's", async () => {
    const target = await emptyPlace(cleanups);
    const restore = await runNpm('restore', [backupDir], settingsOf(target));
    expect(restore.code).toBe(0);
    expect(restore.stdout).toContain(`migration ${older.tag}, đã nâng đến ${newest.tag}`);
    const restored = await openPlace(target);
    try {
      expect(await lastAppliedMigration(restored.db)).toEqual(newest);
      const users = rowsOf<{ email: string }>(
        await restored.db.execute(sql`select email from users`),
      );
      expect(users).toEqual([{ email: 'cu@beli.local' }]);
    } finally {
      await restored.close();
    }
  }, 120_000);

  it('from a newer one is refused, writing nothing', async () => {
    const newer = path.join(tempDir('newer'), 'backup');
    cpSync(backupDir, newer, { recursive: true });
    const manifest = readManifest(newer);
    await writeManifest(newer, {
      ...manifest,
      migration: { tag: '9999_future', when: newest.when + 1 },
    });
    // Signed by the operator's key, as that newer version would have signed it.
    await signManifest(newer, { BACKUP_KEY });
    const target = await emptyPlace(cleanups);
    const restore = await runNpm('restore', [newer], settingsOf(target));
    expect(restore.code).toBe(1);
    expect(restore.stderr).toContain(
      `Bản sao lưu đến từ một phiên bản mới hơn của cổng (migration 9999_future; mã này chỉ đến ${newest.tag})`,
    );
    expect(await isUntouched(target)).toBe(true);
  }, 120_000);
});
