import type { ReactNode } from 'react';
import { PERMISSIONS } from '../common/permissions';
import { lazyPage } from './lib/lazyPage';
import { toolRoutes } from './pages/tool';

const ProfilePage = lazyPage(() => import('./pages/profile/ProfilePage'), 'ProfilePage');
const TransferPage = lazyPage(() => import('./pages/profile/TransferPage'), 'TransferPage');
const TransactionPage = lazyPage(
  () => import('./pages/transaction/TransactionPage'),
  'TransactionPage',
);
const UserWalletPage = lazyPage(
  () => import('./pages/userWallet/UserWalletPage'),
  'UserWalletPage',
);
const TutorialPage = lazyPage(() => import('./pages/tutorial/TutorialPage'), 'TutorialPage');
const AdminIndexPage = lazyPage(() => import('./pages/admin/AdminIndexPage'), 'AdminIndexPage');
const DashboardPage = lazyPage(() => import('./pages/admin/DashboardPage'), 'DashboardPage');
const ReconciliationPage = lazyPage(
  () => import('./pages/reconciliation/ReconciliationPage'),
  'ReconciliationPage',
);
const PaymentPage = lazyPage(() => import('./pages/payment/PaymentPage'), 'PaymentPage');

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
