import { createHash, createHmac } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL } from '../../support/testApp';
import { tempDir } from '../../support/testEnv';
import { grantBeli } from '../tools/support';
import {
  BACKUP_KEY,
  emptyPlace,
  isUntouched,
  portalAt,
  runNpm,
  seededPlace,
  settingsOf,
  transfer,
} from './support';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

let backupDir: string;

beforeAll(async () => {
  const source = await seededPlace(cleanups);
  const { app, admin, member } = await portalAt(source);
  try {
    await grantBeli(app, admin, member, 100);
    expect((await transfer(app, member, ADMIN_EMAIL, 30)).statusCode).toBe(201);
  } finally {
    await app.close();
  }
  backupDir = path.join(tempDir('backups'), 'beli-forged');
  const backup = await runNpm('backup', ['--out', backupDir], settingsOf(source));
  expect(backup.stderr).toBe('');
  expect(backup.code).toBe(0);
}, 600_000);

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const inBackup = (name: string) => path.join(backupDir, name);

/**
 * A member's wallet set to 10 000 000 in the backup, its table's checksum recomputed in the
 * manifest and the manifest's own checksum too, as someone who can write the backup would.
 */
function forgeWallet() {
  const file = inBackup('tables/wallets.ndjson');
  const forged = readFileSync(file, 'utf8')
    .split('\n')
    .map((line) =>
      /"user_id":\d/.test(line) ? line.replace(/"balance":\d+/, '"balance":10000000') : line,
    )
    .join('\n');
  writeFileSync(file, forged);
  const manifest = JSON.parse(readFileSync(inBackup('manifest.json'), 'utf8'));
  for (const table of manifest.tables) {
    if (table.name === 'wallets') table.sha256 = sha256(forged);
  }
  const text = `${JSON.stringify(manifest, null, 2)}\n`;
  writeFileSync(inBackup('manifest.json'), text);
  writeFileSync(inBackup('manifest.json.sha256'), `${sha256(text)}  manifest.json\n`);
  return text;
}

describe('a backup edited with its checksums recomputed', { timeout: 600_000 }, () => {
  it('is refused by its signature, and by the ledger check when signed again: either way nothing is written', async () => {
    const manifestText = forgeWallet();
    const target = await emptyPlace(cleanups);
    const refused = await runNpm('restore', [backupDir], settingsOf(target));
    expect(refused.stderr).toContain('không khớp BACKUP_KEY: bản sao lưu đã bị sửa');
    expect(refused.code).toBe(1);
    expect(await isUntouched(target)).toBe(true);

    // Signed again by someone who holds the key: the ledger no longer adds up, and the restore,
    // one transaction, leaves the database as it was.
    writeFileSync(
      inBackup('manifest.json.hmac'),
      `${createHmac('sha256', BACKUP_KEY).update(manifestText).digest('hex')}\n`,
    );
    const checked = await runNpm('restore', [backupDir], settingsOf(target));
    expect(checked.stderr).toContain('Sổ cái của bản sao lưu không khớp, không khôi phục gì');
    expect(checked.stderr).toContain('BALANCE_NOT_SUM_OF_ENTRIES');
    expect(checked.code).toBe(1);
    expect(await isUntouched(target)).toBe(true);
  });

  it('is refused without the key, or with another', async () => {
    const target = await emptyPlace(cleanups);
    const withoutKey = await runNpm('restore', [backupDir], {
      ...settingsOf(target),
      BACKUP_KEY: '',
    });
    expect(withoutKey.stderr).toContain('đã được ký nhưng BACKUP_KEY chưa đặt');
    const otherKey = await runNpm('restore', [backupDir], {
      ...settingsOf(target),
      BACKUP_KEY: 'mot-khoa-khac-hoan-toan-dai-hon-ba-muoi-hai-byte',
    });
    expect(otherKey.stderr).toContain('không khớp BACKUP_KEY');
    expect(await isUntouched(target)).toBe(true);
  });
});
