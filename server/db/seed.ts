import type { Database } from './client';
import { seedConfig } from '../modules/config/seed';
import { seedDemoCatalogue } from '../modules/aov/seed';
import { seedPermissions } from '../modules/permissions/seed';
import { drawDemoCards } from '../modules/uploads/service';
import { seedTools } from '../modules/tools/seed';
import { seedDemoAccounts } from '../modules/users/seed';
import { seedWallets } from '../modules/wallets/seed';

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
