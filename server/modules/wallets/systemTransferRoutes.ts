// /api/system-wallets/transfer
import { eq } from 'drizzle-orm';
import { PERMISSIONS } from '../../../common/permissions';
import type { Database } from '../../db/client';
import { users, wallets } from '../../db/schema';
import { notFound, unprocessable } from '../../lib/errors';
import { currentUser } from '../../plugins/auth';
import type { ModuleRoutes } from '../types';
import { postTransaction } from './ledger';
import { postedResponse, systemTransferBody } from '../../../common/schemas/wallets';
import { idempotencyHeaders } from '../../../common/schemas/idempotency';
import { answerPosted, postedAsAudited } from './views';

async function walletByEmail(db: Database, email: string): Promise<number> {
  const [row] = await db
    .select({ id: wallets.id })
    .from(wallets)
    .innerJoin(users, eq(users.id, wallets.userId))
    .where(eq(users.email, email));
  if (!row) {
    const message = 'Không tìm thấy người nhận với e-mail này';
    throw unprocessable(message, 'RECIPIENT_NOT_FOUND', { toEmail: message });
  }
  return row.id;
}

/**
 * Moves between the system wallets and grants to users (wallet.all); the wallets themselves are
 * their definition's (common/resources/systemWallets.ts).
 */
export const systemTransferRoutes: ModuleRoutes = async (app, { db }) => {
  app.post(
    '/system-wallets/transfer',
    {
      config: { permission: PERMISSIONS.walletAll, audit: { snapshot: postedAsAudited } },
      schema: {
        tags: ['wallets'],
        summary: 'Chuyển từ một ví hệ thống sang ví hệ thống khác hoặc tặng cho người dùng',
        headers: idempotencyHeaders,
        body: systemTransferBody,
        response: postedResponse,
      },
    },
    async (request, reply) => {
      const { fromWalletId, toWalletId, toEmail, amount, memo } = request.body;
      const [source] = await db
        .select({ code: wallets.code })
        .from(wallets)
        .where(eq(wallets.id, fromWalletId));
      if (!source) throw notFound('Không tìm thấy ví nguồn');
      if (!source.code) {
        const message = 'Ví nguồn phải là một ví hệ thống';
        throw unprocessable(message, 'NOT_A_SYSTEM_WALLET', { fromWalletId: message });
      }
      const posted = await postTransaction(db, {
        type: 'system_transfer',
        fromWalletId,
        toWalletId: toWalletId ?? (await walletByEmail(db, toEmail!)),
        amount,
        memo,
        initiatorId: currentUser(request).id,
        idempotencyKey: request.headers['idempotency-key'],
      });
      return answerPosted(db, reply, posted);
    },
  );
};
