import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DataDirInUse } from './db/pglite/dataDirLock';
import { openDataDir } from './db/pglite/openDataDir';
import { readEnvOrExit } from './env';
import { keepDataDirPrivate } from './lib/privateDataDir';
import { devLoginAddress } from './lib/devLoginSecret';

if (existsSync('.env')) process.loadEnvFile('.env');
const env = readEnvOrExit();
keepDataDirPrivate(env.DATA_DIR, console.warn);
const exitWhenInUse = (error: unknown): never => {
  if (!(error instanceof DataDirInUse)) throw error;
  console.error(error.message);
  process.exit(1);
};
// PGlite opens (its costly compilation, and initdb on an empty DATA_DIR) before the rest of the
// server's code is loaded: those peaks then sit on a small process (docs/benchmarks.md).
const pglite = env.DATABASE_URL ? undefined : await openDataDir(env.DATA_DIR).catch(exitWhenInUse);
const { prepareDatabase } = await import('./boot');
const database = await prepareDatabase(env, pglite).catch(exitWhenInUse);
const { buildApp } = await import('./app');
const app = await buildApp({
  env,
  database,
  distDir: fileURLToPath(new URL('../dist', import.meta.url)),
});

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: finishing requests in flight, then closing the database`);
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error(error);
        process.exit(1);
      },
    );
  });
}

const address = await app.listen({ port: env.PORT, host: env.HOST });
app.log.info(
  `Cổng BELI đang chạy tại ${address} (${database.kind}); địa chỉ công khai: ${env.PUBLIC_URL}`,
);
if (env.devLogin) {
  // On standard output rather than in the log: it is for the person at this terminal.
  console.log(`Đăng nhập phát triển: ${devLoginAddress(env.PUBLIC_URL, env.DATA_DIR)}`);
}
