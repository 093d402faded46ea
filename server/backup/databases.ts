import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { DataDirInUse, openDatabase, type DatabaseHandle } from '../db/client';
import { rowsOf } from '../db/rows';
import type { Env } from '../env';
import { Refusal } from './refusal';

const pgliteDir = (env: Env) => path.resolve(env.DATA_DIR, 'pglite');

const hasFiles = (dir: string) => existsSync(dir) && readdirSync(dir).length > 0;

/** The configured database; an unreachable server or a PGlite another process holds is refused. */
async function openConfigured(env: Env, poolSize: number): Promise<DatabaseHandle> {
  try {
    return await (env.DATABASE_URL
      ? openDatabase({ databaseUrl: env.DATABASE_URL, poolSize })
      : openDatabase({ dataDir: env.DATA_DIR }));
  } catch (error) {
    if (error instanceof DataDirInUse) throw new Refusal(error.message);
    if (!env.DATABASE_URL) throw error;
    throw new Refusal(`Không kết nối được PostgreSQL (DATABASE_URL): ${(error as Error).message}`);
  }
}

/** The database a backup reads: the server's own, which must exist. */
export async function openBackupSource(env: Env): Promise<DatabaseHandle> {
  if (!env.DATABASE_URL && !hasFiles(pgliteDir(env))) {
    throw new Refusal(
      `Không có cơ sở dữ liệu nhúng (PGlite) trong ${pgliteDir(env)}: kiểm tra DATA_DIR, hoặc ` +
        'đặt DATABASE_URL nếu cổng chạy trên PostgreSQL.',
    );
  }
  return openConfigured(env, 1);
}

/** Tables a restore would have to write over: it writes only into an empty database. */
async function existingTables(handle: DatabaseHandle): Promise<string[]> {
  const rows = rowsOf<{ name: string }>(
    await handle.db.execute(sql`
      select n.nspname || '.' || c.relname as name
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname in ('public', 'drizzle') and c.relkind in ('r', 'p')
      order by 1 limit 5`),
  );
  return rows.map((row) => row.name);
}

/** The database a restore fills, refused unless it holds no table (a new, empty database). */
export async function openEmptyTarget(env: Env): Promise<DatabaseHandle> {
  if (!env.DATABASE_URL && hasFiles(pgliteDir(env))) {
    throw new Refusal(
      `${pgliteDir(env)} đã có một cơ sở dữ liệu: khôi phục chỉ ghi vào một DATA_DIR mới, chưa ` +
        'dùng. Chọn một DATA_DIR khác, hoặc chuyển thư mục cũ đi nơi khác trước.',
    );
  }
  // Two connections: the migrations hold one for their lock and run on the other.
  const handle = await openConfigured(env, 2);
  const tables = await existingTables(handle);
  if (tables.length) {
    await handle.close();
    throw new Refusal(
      `Cơ sở dữ liệu đích không trống (có bảng ${tables.join(', ')}): khôi phục chỉ ghi vào một ` +
        'cơ sở dữ liệu mới tạo. Tạo một cơ sở dữ liệu trống (createdb) rồi đặt DATABASE_URL tới nó.',
    );
  }
  return handle;
}
