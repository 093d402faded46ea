// /api/users, /api/wallets
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { PERMISSIONS } from '../../../common/permissions';
import { wallets } from '../../db/schema';
import { forbidden, notFound } from '../../lib/errors';
import { currentUser } from '../../plugins/auth';
import type { ModuleRoutes } from '../types';
import { canReadWallet } from './access';
import { postTransaction, SYSTEM_WALLETS, systemWalletId } from './ledger';
import { adjustBody, idParams, postedResponse, walletView } from '../../../common/schemas/wallets';
import { idempotencyHeaders } from '../../../common/schemas/idempotency';
import { answerPosted, findWalletView, postedAsAudited, toWalletView, walletViews } from './views';

const one = (schema: z.ZodType) => ({ 200: z.object({ data: schema }) });

/** One wallet (its owner, user.all for a user's, wallet.all for any) and the admin adjustment. */
export const walletRoutes: ModuleRoutes = async (app, { db }) => {
  app.get(
    '/wallets/:id',
    {
      config: { permission: 'permission.me' },
      schema: { tags: ['wallets'], summary: 'Một ví', params: idParams, response: one(walletView) },
    },
    async (request) => {
      const wallet = await findWalletView(db, request.params.id);
      if (!wallet) throw notFound('Không tìm thấy ví');
      if (!canReadWallet(request, wallet)) throw forbidden();
      return { data: wallet };
    },
  );

  app.get(
    '/users/:id/wallet',
    {
      config: { permission: 'permission.me' },
      schema: {
        tags: ['wallets'],
        summary: 'Ví của một người dùng',
        params: idParams,
        response: one(walletView),
      },
    },
    async (request) => {
      const [row] = await walletViews(db).where(eq(wallets.userId, request.params.id));
      if (!row) throw notFound('Không tìm thấy ví của người dùng này');
      if (!canReadWallet(request, row)) throw forbidden();
      return { data: toWalletView(row) };
    },
  );

  app.post(
    '/wallets/:id/adjust',
    {
      config: { permission: PERMISSIONS.walletAll, audit: { snapshot: postedAsAudited } },
      schema: {
        tags: ['wallets'],
        summary: 'Cộng hoặc trừ tiền một ví (đối ứng với TREASURY), kèm lý do',
        params: idParams,
        headers: idempotencyHeaders,
        body: adjustBody,
        response: postedResponse,
      },
    },
    async (request, reply) => {
      const { direction, amount, reason } = request.body;
      const target = await findWalletView(db, request.params.id);
      if (!target) throw notFound('Không tìm thấy ví');
      const treasury = await systemWalletId(db, SYSTEM_WALLETS.treasury);
      const posted = await postTransaction(db, {
        type: 'adjustment',
        fromWalletId: direction === 'credit' ? treasury : target.id,
        toWalletId: direction === 'credit' ? target.id : treasury,
        amount,
        memo: reason,
        initiatorId: currentUser(request).id,
        idempotencyKey: request.headers['idempotency-key'],
      });
      return answerPosted(db, reply, posted);
    },
  );
};
