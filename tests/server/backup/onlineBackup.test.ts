import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../../../server/modules/wallets';
import { ADMIN_EMAIL, MEMBER_EMAIL } from '../../support/testApp';
import { testDatabaseKind } from '../../support/testDatabase';
import { tempDir } from '../../support/testEnv';
import { grantBeli } from '../tools/support';
import {
  emptyPlace,
  openPlace,
  portalAt,
  seededPlace,
  runNpm,
  settingsOf,
  transfer,
  type CommandRun,
} from './support';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/**
 * A portal in use: PostgreSQL serves other processes, so a backup reads one snapshot while the
 * server writes; PGlite serves one process only, so a backup waits for the server to stop.
 */
describe('npm run backup while the portal runs', () => {
  if (testDatabaseKind() === 'postgres') {
    it('restores a ledger that adds up from a backup taken while transfers commit', async () => {
      const busy = await seededPlace(cleanups);
      const { app, admin, member } = await portalAt(busy);
      let committed = 0;
      let writing = true;
      const keepTransferring = async (from: Record<string, string>, toEmail: string) => {
        while (writing) {
          if ((await transfer(app, from, toEmail, 1)).statusCode === 201) committed++;
        }
      };
      const out = path.join(tempDir('backups'), 'beli-busy');
      let backup: CommandRun;
      let during: [number, number];
      try {
        await grantBeli(app, admin, member, 1_000_000);
        const writers = [
          keepTransferring(member, ADMIN_EMAIL),
          keepTransferring(admin, MEMBER_EMAIL),
        ];
        await expect.poll(() => committed, { timeout: 30_000 }).toBeGreaterThan(20);
        const started = committed;
        backup = await runNpm('backup', ['--out', out], settingsOf(busy));
        during = [started, committed];
        writing = false;
        await Promise.all(writers);
      } finally {
        writing = false;
        await app.close();
      }
      expect(backup.code).toBe(0);
      expect(during[1] - during[0]).toBeGreaterThan(20);

      const target = await emptyPlace(cleanups);
      const restore = await runNpm('restore', [out], settingsOf(target));
      expect(restore.stdout).toContain('sổ cái khớp');
      expect(restore.code).toBe(0);
      const restored = await openPlace(target);
      try {
        const ledger = await checkLedger(restored.db);
        expect(ledger).toMatchObject({ ok: true, mismatches: [] });
        // The grant, then the transfers committed before the backup's snapshot and none after.
        expect(ledger.transactionsChecked).toBeGreaterThan(1 + during[0]);
        expect(ledger.transactionsChecked).toBeLessThan(1 + during[1]);
      } finally {
        await restored.close();
      }
    }, 180_000);
  } else {
    it('refuses to back up while the server holds DATA_DIR, writing nothing', async () => {
      const portal = await emptyPlace(cleanups);
      const held = await openPlace(portal);
      const out = path.join(tempDir('backups'), 'beli-held');
      try {
        const backup = await runNpm('backup', ['--out', out], settingsOf(portal));
        expect(backup.code).toBe(1);
        expect(backup.stderr).toContain(`đang được tiến trình ${process.pid}`);
        expect(backup.stderr).toContain('hãy dừng tiến trình đó rồi thử lại');
      } finally {
        await held.close();
      }
      expect(existsSync(out) || existsSync(`${out}.partial`)).toBe(false);
    }, 120_000);
  }
});
