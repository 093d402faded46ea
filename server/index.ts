import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { prepareDatabase } from './boot';
import { DataDirInUse } from './db/client';
import { readEnvOrExit } from './env';
import { keepDataDirPrivate } from './lib/privateDataDir';

if (existsSync('.env')) process.loadEnvFile('.env');
const env = readEnvOrExit();
keepDataDirPrivate(env.DATA_DIR, console.warn);
const database = await prepareDatabase(env).catch((error: unknown) => {
  if (!(error instanceof DataDirInUse)) throw error;
  console.error(error.message);
  process.exit(1);
});
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
