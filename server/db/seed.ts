import type { Database } from './client';
import { seedConfig } from '../modules/config';
import { seedDemoCatalogue } from '../modules/aov';
import { seedPermissions } from '../modules/permissions';
import { drawDemoCards } from '../modules/uploads';
import { seedTools } from '../modules/tools';
import { seedDemoAccounts } from '../modules/users';
import { seedWallets } from '../modules/wallets';

export interface SeedOptions {
  /** Demo accounts exist only where the development sign-in can use them. */
  demoAccounts: boolean;
  /** Where the demo catalogue's pictures are drawn; without it they are drawn when first asked. */
  dataDir?: string;
}

/** Idempotent: fills what is missing and never overwrites what an admin changed. */
export async function seedDatabase(db: Database, options: SeedOptions): Promise<void> {
  const cards = await db.transaction(async (tx) => {
    await seedPermissions(tx);
    await seedConfig(tx);
    await seedTools(tx);
    if (options.demoAccounts) await seedDemoAccounts(tx);
    await seedWallets(tx);
    return seedDemoCatalogue(tx);
  });
  if (options.dataDir) await drawDemoCards(options.dataDir, cards);
}
