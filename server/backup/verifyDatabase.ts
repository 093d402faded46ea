import type { Env } from '../env';
import { checkLedger, type LedgerCheck } from '../modules/wallets';
import { openBackupSource } from './databases';

/** The configured database's ledger check, hash chains included (`npm run verify`). */
export async function verifyDatabase(env: Env): Promise<LedgerCheck> {
  const database = await openBackupSource(env);
  try {
    return await checkLedger(database.db);
  } finally {
    await database.close();
  }
}
