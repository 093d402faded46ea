import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { PERMISSIONS } from '../../../common/permissions';
import type { Database } from '../../db/client';
import { users, wallets } from '../../db/schema';
import { notFound, unprocessable } from '../../lib/errors';
import { currentUser } from '../../plugins/auth';
import type { ModuleRoutes } from '../types';
import { checkLedger } from './check';
import { postTransaction } from './ledger';
import {
  ledgerCheckView,
  postedResponse,
  systemTransferBody,
} from '../../../common/schemas/wallets';
import { idempotencyHeaders } from '../../../common/schemas/idempotency';
import { answerPosted } from './views';

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

/** Moves between system wallets, grants to users, and the reconciliation (all wallet.all). */
export const systemWalletRoutes: ModuleRoutes = async (app, { db }) => {
  app.post(
    '/system-wallets/transfer',
    {
      config: { permission: PERMISSIONS.walletAll },
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

  app.get(
    '/ledger/check',
    {
      config: { permission: PERMISSIONS.walletAll },
      schema: {
        tags: ['wallets'],
        summary: 'Đối soát sổ cái',
        response: {
          200: z.object({ data: ledgerCheckView }),
        },
      },
    },
    async () => ({ data: await checkLedger(db) }),
  );
};
