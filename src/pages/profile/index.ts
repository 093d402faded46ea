/** /app/profile/{userId|me} and /app/profile/{userId}/transfer. */
import { lazyPage } from '../../lib/lazyPage';
export const ProfilePage = lazyPage(() => import('./ProfilePage'), 'ProfilePage');
export const TransferPage = lazyPage(() => import('./TransferPage'), 'TransferPage');
