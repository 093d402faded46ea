/** Wallets, the ledger and its checks (/api/wallets, /api/transactions, /api/system-wallets, /api/ledger). */
export { walletModuleRoutes } from './routes';
export { systemWalletPart } from './resourcePart';
export { seedWallets } from './seed';
export { ensureUserWallet } from './userWallet';
export {
  insufficientBalance,
  postInTransaction,
  SYSTEM_WALLETS,
  systemWalletId,
  userWalletId,
} from './ledger';
export { runLedgerTransaction } from './retry';
export { checkLedger, type LedgerCheck } from './check';
export { placeHold, postHold, voidHold, voidExpiredHolds, HOLD_EXPIRED } from './holds';
