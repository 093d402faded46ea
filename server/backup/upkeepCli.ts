/**
 * The backup folder's upkeep, with the server's own settings (the environment and `.env`):
 * `npm run backup:prune -- --daily N --weekly M` keeps the newest backup of each of the last N
 * days and M weeks that have one (and always the newest), removing the rest of BACKUP_DIR's
 * backups; `npm run backup:drill` restores the newest into a scratch database and checks it.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readEnvOrExit } from '../env';
import { drillNewestBackup } from './drill';
import { Refusal, runCommand } from './refusal';
import { pruneBackups } from './retention';
import { restoreSummary } from './summary';

const USAGE =
  'Cách dùng: npm run backup:prune -- --daily SỐ_NGÀY --weekly SỐ_TUẦN   hoặc   npm run backup:drill';

const count = (text: string | undefined) => (text && /^\d{1,4}$/.test(text) ? Number(text) : NaN);

function readCommand() {
  try {
    const { values, positionals } = parseArgs({
      options: { daily: { type: 'string' }, weekly: { type: 'string' } },
      allowPositionals: true,
    });
    const [command, ...rest] = positionals;
    const rule = { daily: count(values.daily), weekly: count(values.weekly) };
    if (command === 'prune' && !rest.length && rule.daily >= 1 && rule.weekly >= 0) {
      return { command: 'prune' as const, rule };
    }
    if (
      command === 'drill' &&
      !rest.length &&
      values.daily === undefined &&
      values.weekly === undefined
    ) {
      return { command: 'drill' as const };
    }
  } catch {
    // An unknown option: the usage below says what is accepted.
  }
  throw new Refusal(USAGE);
}

async function main(): Promise<boolean> {
  const request = readCommand();
  if (existsSync('.env')) process.loadEnvFile('.env');
  const env = readEnvOrExit();
  if (request.command === 'prune') {
    const { kept, removed } = pruneBackups(env.BACKUP_DIR, request.rule);
    console.log(
      [
        `Giữ ${kept.length} bản sao lưu trong ${path.resolve(env.BACKUP_DIR)} ` +
          `(${request.rule.daily} ngày, ${request.rule.weekly} tuần gần nhất): ${kept.join(', ') || 'không có'}`,
        `Đã xoá ${removed.length}: ${removed.join(', ') || 'không có'}`,
      ].join('\n'),
    );
    return true;
  }
  const started = performance.now();
  const { dir, restored } = await drillNewestBackup(env);
  console.log(
    `Diễn tập khôi phục vào cơ sở dữ liệu tạm (đã xoá sau khi kiểm tra):\n` +
      restoreSummary(dir, '(thư mục tạm)', restored, performance.now() - started),
  );
  return restored.ledger.ok;
}

runCommand(main);
