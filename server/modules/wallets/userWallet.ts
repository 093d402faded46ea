import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users, wallets } from '../../db/schema';

/** Gives the user a wallet unless they have one; called in the sign-in's own transaction. */
export async function ensureUserWallet(db: Executor, userId: number): Promise<void> {
  await db.insert(wallets).values({ userId }).onConflictDoNothing();
}

/** Every user without a wallet gets one: users who existed before the ledger did. */
export async function ensureEveryUserHasAWallet(db: Executor): Promise<void> {
  await db.execute(
    sql`insert into ${wallets} (user_id) select ${users.id} from ${users} on conflict do nothing`,
  );
}
