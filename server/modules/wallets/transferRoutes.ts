// /api/wallets
import { eq } from 'drizzle-orm';
import { formatBeli } from '../../../common/beli';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { unprocessable } from '../../lib/errors';
import { currentUser } from '../../plugins/auth';
import type { ModuleRoutes } from '../types';
import { postTransaction, userWalletId } from './ledger';
import { readTransferLimits } from './limits';
import { postedResponse, transferBody } from '../../../common/schemas/wallets';
import { idempotencyHeaders } from '../../../common/schemas/idempotency';
import { answerPosted } from './views';

async function recipientOf(db: Database, email: string, senderId: number) {
  const [recipient] = await db
    .select({ id: users.id, disabledAt: users.disabledAt })
    .from(users)
    .where(eq(users.email, email));
  const refuse = (message: string, code: string) =>
    unprocessable(message, code, { toEmail: message });
  if (!recipient) throw refuse('Không tìm thấy người nhận với e-mail này', 'RECIPIENT_NOT_FOUND');
  if (recipient.id === senderId)
    throw refuse('Không thể chuyển tiền cho chính mình', 'SELF_TRANSFER');
  if (recipient.disabledAt) throw refuse('Tài khoản người nhận đã bị khóa', 'RECIPIENT_DISABLED');
  return recipient.id;
}

/** POST /wallets/transfer: from the signed-in user's own wallet to a user found by e-mail. */
export const transferRoutes: ModuleRoutes = async (app, { db }) => {
  app.post(
    '/wallets/transfer',
    {
      config: { permission: 'permission.me' },
      schema: {
        tags: ['wallets'],
        summary: 'Chuyển BELI từ ví của mình cho người dùng khác',
        headers: idempotencyHeaders,
        body: transferBody,
        response: postedResponse,
      },
    },
    async (request, reply) => {
      const me = currentUser(request);
      const { toEmail, amount, memo } = request.body;
      const limits = await readTransferLimits(db);
      if (amount < limits.min || amount > limits.max) {
        const message = `Số tiền chuyển phải từ ${formatBeli(limits.min)} đến ${formatBeli(limits.max)}`;
        throw unprocessable(message, 'TRANSFER_LIMIT', { amount: message });
      }
      const recipientId = await recipientOf(db, toEmail, me.id);
      const posted = await postTransaction(db, {
        type: 'transfer',
        fromWalletId: await userWalletId(db, me.id),
        toWalletId: await userWalletId(db, recipientId),
        amount,
        memo,
        initiatorId: me.id,
        idempotencyKey: request.headers['idempotency-key'],
      });
      return answerPosted(db, reply, posted);
    },
  );
};
