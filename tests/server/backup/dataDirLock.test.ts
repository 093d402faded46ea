import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/db/client';
import { tempDir } from '../../support/testEnv';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const dataDir = path.join(tempDir('lock'), 'data');
const lockFile = path.join(dataDir, 'pglite.lock');

/** The real server on `dataDir` until it exits (or a minute): its exit code and its stderr. */
async function startServer() {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH, NODE_ENV: 'test', DATA_DIR: dataDir, PORT: '0', SERVE_APP: '0' },
    stdio: ['ignore', 'ignore', 'pipe'],
    timeout: 60_000,
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, stderr };
}

/** A process id that was used and is free again. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '0']);
  await once(child, 'exit');
  return child.pid!;
}

beforeAll(async () => {
  await (await openDatabase({ dataDir })).close();
}, 120_000);

describe("PGlite's data directory is opened by one process at a time", () => {
  it('a second server on a DATA_DIR in use refuses to start, in Vietnamese', async () => {
    const holder = await openDatabase({ dataDir });
    try {
      const second = await startServer();
      expect(second.code).toBe(1);
      expect(second.stderr).toContain(
        `Thư mục dữ liệu ${dataDir} đang được tiến trình ${process.pid} trên máy ${hostname()}`,
      );
      expect(second.stderr).toContain(`xoá tệp ${lockFile}`);
    } finally {
      await holder.close();
    }
    expect(existsSync(lockFile)).toBe(false);
  }, 120_000);

  it.each([
    ['a process that has ended', async () => ({ pid: await deadPid(), started: null })],
    // Its pid given since to another process: this one, started at another time.
    ['a process whose pid is now another’s', async () => ({ pid: process.pid, started: '1' })],
  ])(
    'takes over a lock left by %s',
    async (_, leftBy) => {
      writeFileSync(lockFile, JSON.stringify({ ...(await leftBy()), host: hostname() }));
      const database = await openDatabase({ dataDir });
      await database.close();
      expect(existsSync(lockFile)).toBe(false);
    },
    120_000,
  );
});
