import type { ModuleRoutes } from '../types';
import { listRoutes } from './listRoutes';
import { systemWalletRoutes } from './systemWalletRoutes';
import { transferRoutes } from './transferRoutes';
import { walletRoutes } from './walletRoutes';

/** BELI: wallets, transfers, transactions, system wallets and the reconciliation. */
export const walletModuleRoutes: ModuleRoutes = async (app, options) => {
  await app.register(transferRoutes, options);
  await app.register(walletRoutes, options);
  await app.register(systemWalletRoutes, options);
  await app.register(listRoutes, options);
};
