import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { signInOverHttp } from '../support/childServer';
import { freePort } from '../support/freePort';
import { tempDir } from '../support/testEnv';

const root = fileURLToPath(new URL('../..', import.meta.url));
const clone = tempDir('fresh-clone');
let server: ChildProcess | undefined;

afterAll(async () => {
  if (server?.pid && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    process.kill(-server.pid, 'SIGTERM');
    const killLater = setTimeout(() => process.kill(-server!.pid!, 'SIGKILL'), 30_000);
    await exited;
    clearTimeout(killLater);
  }
  rmSync(clone, { recursive: true, force: true });
});

/** What a fresh clone holds: the files git tracks and the new ones it does not ignore. */
function copyWhatAFreshCloneHolds() {
  const listed = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: root,
    },
  );
  for (const file of listed.toString().split('\0').filter(Boolean)) {
    if (!existsSync(path.join(root, file))) continue;
    mkdirSync(path.dirname(path.join(clone, file)), { recursive: true });
    cpSync(path.join(root, file), path.join(clone, file));
  }
}

/**
 * A person's shell: their PATH and HOME, nothing this test run set (no NODE_ENV, no DATA_DIR),
 * and the certificate authority their machine reaches the npm registry through, if it names one
 * (Node's own binaries trust only their bundled authorities, not the system's).
 */
const cleanEnvironment = (more: Record<string, string> = {}) => ({
  PATH: process.env.PATH ?? '',
  HOME: process.env.HOME ?? '',
  ...(process.env.NODE_EXTRA_CA_CERTS && { NODE_EXTRA_CA_CERTS: process.env.NODE_EXTRA_CA_CERTS }),
  ...more,
});

/**
 * Runs `npm start` and answers the line saying where it listens and the development sign-in
 * address it prints last, once it has printed both.
 */
function npmStart(port: number): Promise<{ startLine: string; signInAddress: string }> {
  server = spawn('npm', ['start'], {
    cwd: clone,
    env: cleanEnvironment({ PORT: String(port) }),
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const lines = output.split('\n');
      const startLine = lines.find((l) => l.includes('Cổng BELI đang chạy tại'));
      const signIn = /^Đăng nhập phát triển: (\S+)$/m.exec(output);
      if (startLine && signIn) resolve({ startLine, signInAddress: signIn[1]! });
    };
    server!.stdout!.on('data', read);
    server!.stderr!.on('data', read);
    server!.once('exit', (code) => reject(new Error(`npm start exited (${code}):\n${output}`)));
  });
}

describe('a fresh clone: npm install && npm start', () => {
  it('serves the development sign-in and both demo accounts on the very first start', async () => {
    copyWhatAFreshCloneHolds();
    expect(existsSync(path.join(clone, 'dist'))).toBe(false);
    expect(existsSync(path.join(clone, 'data'))).toBe(false);
    const installed = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline'], {
      cwd: clone,
      env: cleanEnvironment(),
      encoding: 'utf8',
    });
    expect(installed.status, installed.stderr).toBe(0);

    const port = await freePort();
    const { startLine, signInAddress } = await npmStart(port);
    expect(startLine).toContain(`http://127.0.0.1:${port}`);
    expect(startLine).toContain(`http://localhost:${port}`);
    const url = `http://127.0.0.1:${port}`;

    const google = await fetch(`${url}/api/auth/google`, { redirect: 'manual' });
    expect(google.status).toBe(302);
    expect(google.headers.get('location')).toBe('/api/auth/dev');
    expect(signInAddress).toMatch(new RegExp(`^http://localhost:${port}/api/auth/dev\\?secret=`));
    const page = await (await fetch(signInAddress)).text();
    expect(page).toContain('admin@beli.local');
    expect(page).toContain('member@beli.local');
    const local = { url, dataDir: path.join(clone, 'data') };

    const permissionsOf = async (email: string) => {
      const token = await signInOverHttp(local, email);
      const answer = await fetch(`${url}/api/permissions/me`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const body = (await answer.json()) as {
        data: { groups: { permissions: { name: string }[] }[] };
      };
      return new Set(body.data.groups.flatMap((g) => g.permissions.map((p) => p.name)));
    };
    expect(await permissionsOf('admin@beli.local')).toContain('user.all');
    expect([...(await permissionsOf('member@beli.local'))]).toEqual(['permission.me']);

    const app = await fetch(`${url}/app`);
    expect(app.status).toBe(200);
    expect(await app.text()).toContain('<div id="root">');
  });
});
