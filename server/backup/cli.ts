/**
 * `npm run backup [-- --out DIR]`, `npm run restore -- DIR` and `npm run verify`, with the
 * server's own settings (the environment and `.env`).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readEnvOrExit } from '../env';
import { createOwnerOnly } from '../lib/privateDataDir';
import { createBackup } from './createBackup';
import { Refusal, runCommand } from './refusal';
import { restoreBackup } from './restoreBackup';
import { backupSummary, restoreSummary, verifySummary } from './summary';
import { verifyDatabase } from './verifyDatabase';

const USAGE =
  'Cách dùng: npm run backup [-- --out THƯ_MỤC_MỚI]   hoặc   npm run restore -- THƯ_MỤC_SAO_LƯU' +
  '   hoặc   npm run verify';

function readCommand() {
  try {
    const { values, positionals } = parseArgs({
      options: { out: { type: 'string' } },
      allowPositionals: true,
    });
    const [command, ...rest] = positionals;
    if (command === 'backup' && rest.length === 0) {
      return { command: 'backup' as const, out: values.out };
    }
    if (command === 'verify' && rest.length === 0 && !values.out) {
      return { command: 'verify' as const };
    }
    if (command === 'restore' && rest.length === 1 && !values.out) {
      return { command: 'restore' as const, from: rest[0]! };
    }
  } catch {
    // An unknown option: the usage below says what is accepted.
  }
  throw new Refusal(USAGE);
}

const timestamp = () => `${new Date().toISOString().slice(0, 19).replaceAll(':', '-')}Z`;

async function main(): Promise<boolean> {
  const request = readCommand();
  if (existsSync('.env')) process.loadEnvFile('.env');
  const env = readEnvOrExit();
  // A backup holds the whole database and the JWT secret, and a restore writes DATA_DIR.
  createOwnerOnly();
  const started = performance.now();
  if (request.command === 'verify') {
    const check = await verifyDatabase(env);
    console.log(verifySummary(check));
    return check.ok;
  }
  if (request.command === 'backup') {
    const dir = path.resolve(request.out ?? path.join(env.BACKUP_DIR, `beli-${timestamp()}`));
    const manifest = await createBackup(env, dir);
    console.log(backupSummary(dir, manifest, performance.now() - started));
    return true;
  }
  const dir = path.resolve(request.from);
  const restored = await restoreBackup(env, dir);
  const dataDir = path.resolve(env.DATA_DIR);
  console.log(restoreSummary(dir, dataDir, restored, performance.now() - started));
  return restored.ledger.ok;
}

runCommand(main);
