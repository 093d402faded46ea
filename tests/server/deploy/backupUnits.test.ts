import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readUnit } from '../../support/systemdUnit';
import { tempDir } from '../../support/testEnv';
import {
  BACKUP_KEY,
  digestsAt,
  emptyPlace,
  portalAt,
  seededPlace,
  runNpm,
  settingsOf,
  transfer,
  type Place,
} from '../backup/support';
import { ADMIN_EMAIL } from '../../support/testApp';
import { grantBeli } from '../tools/support';

const root = fileURLToPath(new URL('../../..', import.meta.url));

/** /etc/beli/beli.env as the README has an operator write it (production, OpenID sign-in). */
function environmentFile(place: Place): Record<string, string> {
  const file = path.join(tempDir('etc'), 'beli.env');
  writeFileSync(
    file,
    [
      ...(place.databaseUrl ? [`DATABASE_URL=${place.databaseUrl}`] : []),
      'GOOGLE_CLIENT_ID=beli-test.apps.googleusercontent.com',
      'GOOGLE_CLIENT_SECRET=google-client-secret-of-the-test',
      'PUBLIC_URL=https://beli.congty.vn',
      'JWT_SECRET=one-secret-shared-by-every-api-process',
      'TRUST_PROXY=1',
      `BACKUP_KEY=${BACKUP_KEY}`,
    ].join('\n'),
  );
  return systemdEnvironmentFile(file);
}

/** `KEY=value` lines, as systemd's EnvironmentFile= reads them. */
function systemdEnvironmentFile(file: string): Record<string, string> {
  return Object.fromEntries(
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => /^[A-Z_]+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
}

/** One ExecStart line of a unit, in /opt/beli's place (this checkout) with the unit's settings. */
function runLine(line: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, line.slice(1), {
    cwd: root,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = { stdout: '', stderr: '' };
  child.stdout.on('data', (chunk: Buffer) => (output.stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output.stderr += chunk.toString()));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once('close', (code) => resolve({ code, ...output })),
  );
}

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

let source: Place;
let settings: Record<string, string>;
let backupDir: string;
/** What each ExecStart line of beli-backup.service answered, in order. */
const backupRuns: { code: number | null; stdout: string; stderr: string }[] = [];
/** A backup of the same day as the unit's, but older: the retention removes it. */
const olderToday = `beli-${new Date().toISOString().slice(0, 10)}T00-00-00Z`;
/** The only backup of its week, long ago: within the 8 weeks kept, so it stays. */
const lastMonth = `beli-${new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10)}T02-15-00Z`;

beforeAll(async () => {
  source = await seededPlace(cleanups);
  const { app, admin, member } = await portalAt(source);
  await grantBeli(app, admin, member, 100);
  expect((await transfer(app, member, ADMIN_EMAIL, 25)).statusCode).toBe(201);
  await app.close();
  backupDir = tempDir('backups');
  for (const name of [olderToday, lastMonth]) mkdirSync(path.join(backupDir, name));
  const unit = readUnit('beli-backup.service');
  settings = {
    ...unit.environment,
    ...environmentFile(source),
    DATA_DIR: source.dataDir,
    BACKUP_DIR: backupDir,
  };
  for (const line of unit.execStarts) backupRuns.push(await runLine(line, settings));
}, 240_000);

describe('deploy/beli-backup.service and beli-backup-drill.service, line by line', () => {
  it('back up, keep the newest of each day and week, and the backup restores whole', async () => {
    const unit = readUnit('beli-backup.service');
    expect(unit.settings.EnvironmentFile).toEqual(
      readUnit('beli@.service').settings.EnvironmentFile,
    );
    expect(unit.settings.WorkingDirectory).toEqual(['/opt/beli']);
    expect(backupRuns).toHaveLength(2);
    for (const run of backupRuns) expect(run.code, run.stderr).toBe(0);
    const left = readdirSync(backupDir);
    expect(left).toContain(lastMonth);
    expect(left).not.toContain(olderToday);
    const made = left.filter((name) => name !== lastMonth);
    expect(made).toHaveLength(1);

    const target = await emptyPlace(cleanups);
    const restore = await runNpm('restore', [path.join(backupDir, made[0]!)], settingsOf(target));
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stdout).toContain('sổ cái khớp');
    expect(await digestsAt(target)).toEqual(await digestsAt(source));
  }, 180_000);

  it('drill a restore of the newest backup into a scratch database, leaving none behind', async () => {
    const [drill] = readUnit('beli-backup-drill.service').execStarts;
    const run = await runLine(drill!, settings);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('Diễn tập khôi phục vào cơ sở dữ liệu tạm');
    expect(run.stdout).toContain('mã SHA-256 của mọi bảng khớp bản sao lưu');
    expect(run.stdout).toContain('sổ cái khớp');
  }, 180_000);
});
