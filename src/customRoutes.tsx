import type { ReactNode } from 'react';
import { PERMISSIONS } from '../common/permissions';
import { lazyPage } from './lib/lazyPage';
import { AdminIndexPage, DashboardPage } from './pages/admin';
import { PaymentPage } from './pages/payment';
import { ProfilePage, TransferPage } from './pages/profile';
import { ReconciliationPage } from './pages/reconciliation';
import { toolRoutes } from './pages/tool';
import { TransactionPage } from './pages/transaction';
import { TutorialPage } from './pages/tutorial';

// Through its door lazily: the door also hands other screens the wallet's table and forms, which
// would otherwise ride on the first load. Its page is lazy too, and React cannot resolve a lazy
// component to another: a function draws it.
const UserWalletPage = lazyPage(
  () =>
    import('./pages/userWallet').then((room) => ({
      UserWalletPage: () => <room.UserWalletPage />,
    })),
  'UserWalletPage',
);

export interface CustomRoute {
  /** Under /app, as react-router writes it. */
  path: string;
  element: ReactNode;
  /** Who may open it: any one of these (none: anyone, signed in or not). */
  permissions?: readonly string[];
}

/** The pages under /app that are not a resource's: the shell's <CustomRoutes>. */
export const customRoutes: CustomRoute[] = [
  { path: '/profile/:userId', element: <ProfilePage />, permissions: [PERMISSIONS.me] },
  { path: '/profile/:userId/transfer', element: <TransferPage />, permissions: [PERMISSIONS.me] },
  {
    path: '/transaction/:transactionId',
    element: <TransactionPage />,
    permissions: [PERMISSIONS.me],
  },
  { path: '/payment', element: <PaymentPage />, permissions: [PERMISSIONS.me] },
  { path: '/tutorial', element: <TutorialPage /> },
  { path: '/admin', element: <AdminIndexPage />, permissions: [PERMISSIONS.configPrivateAll] },
  {
    path: '/admin/dashboard',
    element: <DashboardPage />,
    permissions: [PERMISSIONS.configPrivateAll],
  },
  {
    path: '/admin/user/:userId/wallet',
    element: <UserWalletPage />,
    permissions: [PERMISSIONS.userAll],
  },
  {
    path: '/admin/payment/reconciliation',
    element: <ReconciliationPage />,
    permissions: [PERMISSIONS.paymentAll],
  },
  ...toolRoutes.map((route) => ({ ...route, permissions: [PERMISSIONS.me] })),
];
