import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Env } from '../env';
import { Refusal } from './refusal';
import { restoreBackup, type RestoreSummary } from './restoreBackup';
import { listBackups } from './retention';

/** A database of its own beside the portal's, on the same server: dropped when the drill ends. */
async function scratchDatabase(databaseUrl: string) {
  const name = `beli_drill_${Date.now()}_${process.pid}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } catch (error) {
    throw new Refusal(
      `Không tạo được cơ sở dữ liệu tạm ${name} để diễn tập (người dùng của DATABASE_URL cần ` +
        `quyền CREATEDB): ${(error as Error).message}`,
    );
  } finally {
    await admin.end();
  }
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: async () => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client
        .query(`drop database if exists "${name}" with (force)`)
        .finally(() => client.end());
    },
  };
}

/**
 * The restore drill: the newest backup of BACKUP_DIR restored into a scratch database and
 * DATA_DIR, with every check a restore makes (checksums, row counts, the ledger), then both
 * removed. The portal's own database and DATA_DIR are never opened.
 */
export async function drillNewestBackup(
  env: Env,
): Promise<{ dir: string; restored: RestoreSummary }> {
  const [newest] = listBackups(env.BACKUP_DIR);
  if (!newest) throw new Refusal(`Không có bản sao lưu nào trong ${path.resolve(env.BACKUP_DIR)}.`);
  const dir = path.resolve(env.BACKUP_DIR, newest.name);
  const scratchDir = mkdtempSync(path.join(tmpdir(), 'beli-drill-'));
  const database = env.DATABASE_URL ? await scratchDatabase(env.DATABASE_URL) : null;
  try {
    const restored = await restoreBackup(
      { ...env, DATA_DIR: path.join(scratchDir, 'data'), DATABASE_URL: database?.url },
      dir,
    );
    return { dir, restored };
  } finally {
    await database?.drop();
    rmSync(scratchDir, { recursive: true, force: true });
  }
}
