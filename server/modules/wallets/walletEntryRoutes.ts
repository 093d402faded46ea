// /api/wallets/{walletId}/entries
import { PERMISSIONS } from '../../../common/permissions';
import { entryView } from '../../../common/schemas/wallets';
import { ledgerEntries } from '../../db/schema';
import { forbidden, notFound } from '../../lib/errors';
import { registerRestResource } from '../../lib/restResource';
import type { ModuleRoutes } from '../types';
import { entryExport } from './exports';
import { canReadWallet } from './access';
import { findWalletView, viewsOf } from './views';

type Row = Record<string, unknown>;

/** One wallet's ledger entries, newest first, each with its transaction's type and other side. */
export const walletEntryRoutes: ModuleRoutes = async (app, { db }) => {
  await app.register(async (scoped) => {
    // The entries of one wallet: its owner, user.all for a user's, wallet.all for any.
    scoped.addHook('preHandler', async (request) => {
      const walletId = Number((request.params as { walletId: string }).walletId);
      const wallet = Number.isSafeInteger(walletId)
        ? await findWalletView(db, walletId)
        : undefined;
      if (!wallet) throw notFound('Không tìm thấy ví');
      if (!canReadWallet(request, wallet)) throw forbidden();
    });
    registerRestResource(scoped, db, {
      path: 'wallets/:walletId/entries',
      label: 'bút toán của ví',
      unit: 'entries',
      tag: 'wallets',
      table: ledgerEntries,
      id: ledgerEntries.id,
      access: { read: PERMISSIONS.me },
      methods: ['list'],
      record: entryView,
      filters: { transactionId: ledgerEntries.transactionId },
      sorts: {
        walletVersion: ledgerEntries.walletVersion,
        createdAt: ledgerEntries.createdAt,
        amount: ledgerEntries.amount,
      },
      defaultSort: { field: 'walletVersion', order: 'DESC' },
      skewed: true,
      scope: (request) => ({
        column: ledgerEntries.walletId,
        value: Number((request.params as { walletId: string }).walletId),
      }),
      expand: async (_db, rows) => {
        const views = await viewsOf(db, [...new Set(rows.map((r) => r.transactionId as number))]);
        return rows.map((entry: Row) => {
          const view = views.get(entry.transactionId as number)!;
          const incoming = (entry.amount as number) > 0;
          return {
            ...entry,
            type: view.type,
            memo: view.memo,
            counterparty: incoming ? view.from : view.to,
          };
        });
      },
      export: entryExport,
    });
  });
};
