import { eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { PERMISSIONS } from '../../../common/permissions';
import type { Database } from '../../db/client';
import { ledgerEntries, transactions, wallets } from '../../db/schema';
import { forbidden, notFound } from '../../lib/errors';
import { registerRestResource } from '../../lib/restResource';
import { currentUser, hasPermission } from '../../plugins/auth';
import type { ModuleRoutes } from '../types';
import { canReadTransaction, canReadWallet } from './access';
import {
  entryView,
  idParams,
  systemWalletInput,
  systemWalletUpdate,
  transactionView,
} from '../../../common/schemas/wallets';
import { findTransactionView, findWalletView, toTransactionView, transactionViews } from './views';

type Row = Record<string, unknown>;

/**
 * The signed-in user's transactions, or every one with wallet.all. The wallet id is a scalar
 * subquery, so each side is an index lookup on (wallet, id) rather than a semi-join.
 */
function ownTransactions(request: FastifyRequest) {
  if (hasPermission(request, PERMISSIONS.walletAll)) return undefined;
  const mine = sql`(select ${wallets.id} from ${wallets} where ${wallets.userId} = ${currentUser(request).id})`;
  return or(eq(transactions.fromWalletId, mine), eq(transactions.toWalletId, mine));
}

async function viewsOf(db: Database, ids: number[]) {
  if (!ids.length) return new Map<number, ReturnType<typeof toTransactionView>>();
  const rows = await transactionViews(db).where(inArray(transactions.id, ids));
  return new Map(rows.map((row) => [row.transaction.id, toTransactionView(row)]));
}

/** The simple-rest lists: transactions, one wallet's entries, and the system wallets. */
export const listRoutes: ModuleRoutes = async (app, { db }) => {
  registerRestResource(app, db, {
    path: 'transactions',
    label: 'giao dịch',
    tag: 'wallets',
    table: transactions,
    id: transactions.id,
    access: { read: PERMISSIONS.me },
    methods: ['list'],
    record: transactionView,
    search: [transactions.memo],
    filters: {
      type: transactions.type,
      initiatorId: transactions.initiatorId,
      walletId: {
        where: (value) =>
          or(
            eq(transactions.fromWalletId, Number(value)),
            eq(transactions.toWalletId, Number(value)),
          ),
      },
    },
    sorts: {
      createdAt: transactions.createdAt,
      amount: transactions.amount,
      type: transactions.type,
    },
    defaultSort: { field: 'id', order: 'DESC' },
    scope: ownTransactions,
    expand: async (_db, rows) => {
      const views = await viewsOf(
        db,
        rows.map((r) => r.id as number),
      );
      return rows.map((r) => views.get(r.id as number)!);
    },
  });

  app.get(
    '/transactions/:id',
    {
      config: { permission: PERMISSIONS.me },
      schema: {
        tags: ['wallets'],
        summary: 'Một giao dịch (hai bên của nó, hoặc wallet.all)',
        params: idParams,
        response: { 200: z.object({ data: transactionView }) },
      },
    },
    async (request) => {
      const view = await findTransactionView(db, request.params.id);
      if (!view) throw notFound('Không tìm thấy giao dịch');
      if (!canReadTransaction(request, view)) throw forbidden();
      return { data: view };
    },
  );

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
      scope: (request) =>
        eq(ledgerEntries.walletId, Number((request.params as { walletId: string }).walletId)),
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
    });
  });

  registerRestResource(app, db, {
    path: 'system-wallets',
    label: 'ví hệ thống',
    tag: 'wallets',
    table: wallets,
    id: wallets.id,
    access: { read: PERMISSIONS.walletAll, write: PERMISSIONS.walletAll },
    methods: ['list', 'get', 'create', 'update'],
    record: systemWalletInput.extend({
      id: z.number().int(),
      balance: z.number().int(),
      version: z.number().int(),
      createdAt: z.date(),
    }),
    input: systemWalletInput,
    updateInput: systemWalletUpdate,
    search: [wallets.code, wallets.name],
    filters: { allowNegative: wallets.allowNegative },
    sorts: { code: wallets.code, name: wallets.name, balance: wallets.balance },
    defaultSort: { field: 'id', order: 'ASC' },
    scope: () => isNotNull(wallets.code),
  });
};
