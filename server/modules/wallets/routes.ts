// /api/wallets, /api/transactions, /api/system-wallets, /api/ledger
import type { ModuleRoutes } from '../types';
import { registerLedgerMetrics } from './ledgerMetrics';
import { ledgerRoutes } from './ledgerRoutes';
import { systemTransferRoutes } from './systemTransferRoutes';
import { transactionRoutes } from './transactionRoutes';
import { transferRoutes } from './transferRoutes';
import { walletEntryRoutes } from './walletEntryRoutes';
import { walletRoutes } from './walletRoutes';

/** BELI: wallets, transfers, transactions, system wallets and the reconciliation. */
export const walletModuleRoutes: ModuleRoutes = async (app, options) => {
  await app.register(transferRoutes, options);
  await app.register(walletRoutes, options);
  await app.register(systemTransferRoutes, options);
  await app.register(walletEntryRoutes, options);
  await app.register(transactionRoutes, options);
  await app.register(ledgerRoutes, options);
  registerLedgerMetrics(app, options.db);
};
