import { useState } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { createBrowserRouter, Route } from 'react-router-dom';
import { AppLayout } from './layout/AppLayout';
import { GenericErrorPage } from './layout/errors/GenericErrorPage';
import { NotFoundPage } from './layout/errors/NotFoundPage';
import { withExactPages } from './resources/exactPages';
import { PageLoading } from './layout/PageLoading';
import { RootLayout } from './layout/RootLayout';
import { useThemeMode } from './layout/theme/themeMode';
import { themeOptions } from './layout/theme/themes';
import { ToastNotification } from './layout/toasts/ToastNotification';
import { lazyPage } from './lib/lazyPage';
import { createQueryClient } from './lib/queryClient';
import { LoginPage } from './pages/login';
import { toolRoutes } from './pages/tools';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { i18nProvider } from './providers/i18nProvider';
import { resourceRegistry } from './resources/registry';

const LandingPage = lazyPage(() => import('./pages/landing'), 'LandingPage');
const LoginCallbackPage = lazyPage(() => import('./pages/login'), 'LoginCallbackPage');
const ExportPage = lazyPage(() => import('./pages/export'), 'ExportPage');
const HomePage = lazyPage(() => import('./pages/home'), 'HomePage');
const ProfilePage = lazyPage(() => import('./pages/profile'), 'ProfilePage');
const TransferPage = lazyPage(() => import('./pages/profile'), 'TransferPage');
const TransactionPage = lazyPage(() => import('./pages/transaction'), 'TransactionPage');
const UserWalletPage = lazyPage(() => import('./pages/adminUserWallet'), 'UserWalletPage');
const TutorialPage = lazyPage(() => import('./pages/tutorial'), 'TutorialPage');
const AdminIndexPage = lazyPage(() => import('./pages/admin'), 'AdminIndexPage');
const DashboardPage = lazyPage(() => import('./pages/admin'), 'DashboardPage');
const PaymentPage = lazyPage(() => import('./pages/payment'), 'PaymentPage');

const resources = resourceRegistry.map(({ access: _access, apiPath: _apiPath, ...props }) =>
  withExactPages(props),
);

function AdminApp() {
  const { resolved } = useThemeMode();
  const [queryClient] = useState(createQueryClient);
  return (
    <Admin
      basename="/app"
      authProvider={authProvider}
      dataProvider={dataProvider}
      queryClient={queryClient}
      i18nProvider={i18nProvider}
      loginPage={LoginPage}
      dashboard={HomePage}
      layout={AppLayout}
      notification={ToastNotification}
      catchAll={NotFoundPage}
      loading={PageLoading}
      theme={themeOptions(resolved)}
      darkTheme={null}
      disableTelemetry
    >
      {resources.map((props) => (
        <Resource key={props.name} {...props} />
      ))}
      <CustomRoutes>
        <Route path="/profile/:userId" element={<ProfilePage />} />
        <Route path="/payment" element={<PaymentPage />} />
        <Route path="/tutorial" element={<TutorialPage />} />
        <Route path="/admin" element={<AdminIndexPage />} />
        <Route path="/admin/dashboard" element={<DashboardPage />} />
        <Route path="/profile/:userId/transfer" element={<TransferPage />} />
        <Route path="/transaction/:transactionId" element={<TransactionPage />} />
        <Route path="/admin/user/:userId/wallet" element={<UserWalletPage />} />
        {toolRoutes}
      </CustomRoutes>
    </Admin>
  );
}

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <GenericErrorPage />,
    children: [
      { path: '/', element: <LandingPage /> },
      { path: '/login/google/callback', element: <LoginCallbackPage /> },
      { path: '/fullscreen/export', element: <ExportPage /> },
      { path: '/app/*', element: <AdminApp /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
