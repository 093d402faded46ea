/**
 * `npm run build`'s second half: the server and its command-line tools as plain JavaScript in
 * dist-server/, so production runs no TypeScript compiler. Packages stay in node_modules
 * (external); the PGlite thread's entry and initdb's program sit beside the server as
 * `workerEntry.mjs` and `initdbEntry.mjs`, where inWorker.ts looks for them, and the migrations
 * folder is copied where migrationJournal.ts does.
 */
import { randomBytes } from 'node:crypto';
import { cpSync, renameSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('.', import.meta.url));
export const SERVER_BUILD_DIR = `${root}dist-server`;

/** The programs of dist-server/: `{name}.mjs` from each source file. */
const SERVER_PROGRAMS = {
  index: 'server/index.ts',
  backup: 'server/backup/cli.ts',
  backupUpkeep: 'server/backup/upkeepCli.ts',
};

/**
 * Builds `programs` into a fresh folder first, so a process reading the old build never sees half
 * of one. bench:crawl builds its own program this way, to measure the server as it is deployed.
 */
export async function buildServer(
  outDir = SERVER_BUILD_DIR,
  programs: Record<string, string> = SERVER_PROGRAMS,
): Promise<void> {
  const staging = `${outDir}.${randomBytes(4).toString('hex')}.partial`;
  await build({
    entryPoints: {
      ...programs,
      workerEntry: 'server/db/pglite/worker.ts',
      initdbEntry: 'server/db/pglite/initdb.ts',
    },
    outdir: staging,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node22',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
    absWorkingDir: root,
  });
  cpSync(`${root}server/db/migrations`, `${staging}/migrations`, { recursive: true });
  rmSync(outDir, { recursive: true, force: true });
  renameSync(staging, outDir);
}

if (fileURLToPath(import.meta.url) === process.argv[1]) await buildServer();
