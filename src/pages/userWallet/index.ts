/** /app/admin/user/{userId}/wallet, and the wallet pieces other screens show. */
import { lazyPage } from '../../lib/lazyPage';
export { EntryTable, partyLabel } from './EntryTable';
export { amountInput, BalanceFigure, EntriesSection, Section } from './WalletParts';
export { MoneyForm } from './MoneyForm';
export { useMoneyForm } from './useMoneyForm';
/** @public The page, which src/customRoutes.tsx takes through this door lazily. */
export const UserWalletPage = lazyPage(() => import('./UserWalletPage'), 'UserWalletPage');
