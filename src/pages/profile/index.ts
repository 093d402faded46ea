/** /app/profile/{userId|me} and /app/profile/{userId}/transfer. */
export { ProfilePage } from './ProfilePage';
export { TransferPage } from './TransferPage';
