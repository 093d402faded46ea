import type { FastifyRequest } from 'fastify';
import { PERMISSIONS } from '../../../common/permissions';
import { currentUser, hasPermission } from '../../plugins/auth';
import type { TransactionView } from '../../../common/schemas/wallets';

/** A user's own wallet; any user's with user.all; any wallet with wallet.all. */
export function canReadWallet(request: FastifyRequest, wallet: { userId: number | null }): boolean {
  if (hasPermission(request, PERMISSIONS.walletAll)) return true;
  if (wallet.userId === null) return false;
  return wallet.userId === currentUser(request).id || hasPermission(request, PERMISSIONS.userAll);
}

/** A transaction is visible to its two parties and to wallet.all. */
export function canReadTransaction(request: FastifyRequest, view: TransactionView): boolean {
  const me = currentUser(request).id;
  return (
    view.from.userId === me ||
    view.to.userId === me ||
    hasPermission(request, PERMISSIONS.walletAll)
  );
}
