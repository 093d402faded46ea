/** `npm run admin -- grant EMAIL`, with the server's own settings (the environment and `.env`). */
import { existsSync } from 'node:fs';
import { Refusal } from '../backup/refusal';
import { prepareDatabase } from '../boot';
import { DataDirInUse } from '../db/pglite/dataDirLock';
import { readEnvOrExit } from '../env';
import { createOwnerOnly } from '../lib/privateDataDir';
import { grantAdmin } from './grantAdmin';

const USAGE = 'Cách dùng: npm run admin -- grant E-MAIL';

async function main() {
  const [command, email, ...rest] = process.argv.slice(2);
  if (command !== 'grant' || !email || rest.length > 0) throw new Refusal(USAGE);
  if (existsSync('.env')) process.loadEnvFile('.env');
  const env = readEnvOrExit();
  createOwnerOnly();
  const database = await prepareDatabase(env);
  try {
    await grantAdmin(database.db, email);
  } finally {
    await database.close();
  }
  console.log(`${email.trim().toLowerCase()} đã là quản trị viên (ghi trong nhật ký kiểm tra).`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    const known = error instanceof Refusal || error instanceof DataDirInUse;
    console.error(known ? error.message : error);
    process.exit(1);
  },
);
