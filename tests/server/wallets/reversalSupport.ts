import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../server/db/client';
import { postTransaction } from '../../../server/modules/wallets/ledger';
import { userWithBalance } from './ledgerSupport';

/** A transfer of `amount` between two new users, the sender funded with `funds`. */
export async function postedTransfer(db: Database, name: string, amount: number, funds = amount) {
  const sender = await userWithBalance(db, `gui.${name}@hoan.vn`, funds);
  const receiver = await userWithBalance(db, `nhan.${name}@hoan.vn`, 0);
  const { transaction } = await postTransaction(db, {
    type: 'transfer',
    fromWalletId: sender.walletId,
    toWalletId: receiver.walletId,
    amount,
    memo: 'chuyển nhầm',
    initiatorId: sender.userId,
    idempotencyKey: `transfer-${name}`,
  });
  return { sender, receiver, transaction };
}

/** POST /transactions/{id}/reverse as whoever `headers` names. */
export const reverse = (
  app: FastifyInstance,
  headers: Record<string, string>,
  id: number,
  key: string = randomUUID(),
  payload: Record<string, unknown> = {},
) =>
  app.inject({
    method: 'POST',
    url: `/api/transactions/${id}/reverse`,
    headers: { ...headers, 'idempotency-key': key },
    payload,
  });
