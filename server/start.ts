import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const builtIndex = path.join(root, 'dist', 'index.html');

function newestChange(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/**
 * `npm start`: build the app when its sources are newer than the build, then serve. The build
 * runs in its own process: Vite sets NODE_ENV=production in the process it builds in, which would
 * otherwise turn this server into production (no development sign-in) on the very first start.
 */
const sources = ['src', 'common', 'public'].map((d) => path.join(root, d)).filter(existsSync);
const sourceTime = Math.max(
  statSync(path.join(root, 'index.html')).mtimeMs,
  ...sources.map(newestChange),
);
if (!existsSync(builtIndex) || statSync(builtIndex).mtimeMs < sourceTime) {
  console.log('Đang dựng giao diện (vite build)…');
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const built = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (built.status !== 0) {
    console.error('Dựng giao diện thất bại (vite build).');
    process.exit(built.status ?? 1);
  }
}
await import('./index');
