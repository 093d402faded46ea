import { ADMIN_GROUP_NAME, DEMO_ACCOUNTS, MEMBER_GROUP_NAME } from '../../../common/permissions';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import { addUserToGroupNamed } from '../permissions';

/** The demo accounts of the development sign-in, created once with their groups. */
export async function seedDemoAccounts(db: Executor): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    const [created] = await db
      .insert(users)
      .values({ email: account.email, name: account.name })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!created) continue;
    await addUserToGroupNamed(db, created.id, MEMBER_GROUP_NAME);
    if (account.admin) await addUserToGroupNamed(db, created.id, ADMIN_GROUP_NAME);
  }
}
