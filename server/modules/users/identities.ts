import { and, asc, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { userIdentities, users } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';

export interface Identity {
  issuer: string;
  subject: string;
}

const identityColumns = {
  id: userIdentities.id,
  issuer: userIdentities.issuer,
  subject: userIdentities.subject,
  createdAt: userIdentities.createdAt,
};

const view = (row: { id: number; issuer: string; subject: string; createdAt: Date }) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

export const identitiesOf = async (tx: Database | Transaction, userId: number) =>
  (
    await tx
      .select(identityColumns)
      .from(userIdentities)
      .where(eq(userIdentities.userId, userId))
      .orderBy(asc(userIdentities.id))
  ).map(view);

async function lockUser(tx: Transaction, userId: number) {
  const [user] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!user) throw notFound('Không tìm thấy người dùng');
}

/** An admin links a sign-in identity to an account; one another account holds is refused. */
export async function linkIdentity(db: Database, userId: number, identity: Identity) {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [holder] = await tx
      .select({ userId: userIdentities.userId, email: users.email })
      .from(userIdentities)
      .innerJoin(users, eq(users.id, userIdentities.userId))
      .where(
        and(
          eq(userIdentities.issuer, identity.issuer),
          eq(userIdentities.subject, identity.subject),
        ),
      );
    if (holder?.userId === userId) {
      throw conflict('Tài khoản này đã có danh tính đăng nhập này', 'IDENTITY_ALREADY_LINKED');
    }
    if (holder) {
      throw conflict(
        `Danh tính đăng nhập này đang thuộc tài khoản ${holder.email}`,
        'IDENTITY_TAKEN',
      );
    }
    const [linked] = await tx
      .insert(userIdentities)
      .values({ userId, ...identity })
      .returning(identityColumns);
    return view(linked!);
  });
}

/** An admin unlinks one of an account's identities, never its last: it could not sign in. */
export async function unlinkIdentity(db: Database, userId: number, identityId: number) {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const held = await identitiesOf(tx, userId);
    if (!held.some((identity) => identity.id === identityId)) {
      throw notFound('Không tìm thấy danh tính đăng nhập này của người dùng');
    }
    if (held.length === 1) {
      throw conflict(
        'Không thể gỡ danh tính đăng nhập cuối cùng: tài khoản sẽ không đăng nhập được nữa',
        'LAST_IDENTITY',
      );
    }
    await tx.delete(userIdentities).where(eq(userIdentities.id, identityId));
    return { id: identityId };
  });
}
