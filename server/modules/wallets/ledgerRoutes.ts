// /api/ledger/check
import { z } from 'zod';
import { PERMISSIONS } from '../../../common/permissions';
import { ledgerCheckView } from '../../../common/schemas/wallets';
import type { ModuleRoutes } from '../types';
import { checkLedger } from './check';

/** The reconciliation of the whole ledger, on demand (wallet.all). */
export const ledgerRoutes: ModuleRoutes = async (app, { db }) => {
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
