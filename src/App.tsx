import { Admin, CustomRoutes, Resource } from 'react-admin';
import { createBrowserRouter, Route } from 'react-router-dom';
import { ExportPage } from './pages/export/ExportPage';
import { HomePage } from './pages/home/HomePage';
import { LandingPage } from './pages/landing/LandingPage';
import { LoginCallbackPage } from './pages/login/LoginCallbackPage';
import { LoginPage } from './pages/login/LoginPage';
import { ProfilePage } from './pages/profile/ProfilePage';
import { TransferPage } from './pages/profile/TransferPage';
import { TransactionPage } from './pages/transaction/TransactionPage';
import { UserWalletPage } from './pages/wallet/UserWalletPage';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { i18nProvider } from './providers/i18nProvider';
import { resourceRegistry } from './resources/registry';

function AdminApp() {
  return (
    <Admin
      basename="/app"
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      loginPage={LoginPage}
      dashboard={HomePage}
      disableTelemetry
    >
      {resourceRegistry.map(({ access: _access, apiPath: _apiPath, ...props }) => (
        <Resource key={props.name} {...props} />
      ))}
      <CustomRoutes>
        <Route path="/profile/:userId" element={<ProfilePage />} />
        <Route path="/profile/:userId/transfer" element={<TransferPage />} />
        <Route path="/transaction/:transactionId" element={<TransactionPage />} />
        <Route path="/admin/user/:userId/wallet" element={<UserWalletPage />} />
      </CustomRoutes>
    </Admin>
  );
}

export const router = createBrowserRouter([
  { path: '/', element: <LandingPage /> },
  { path: '/login/google/callback', element: <LoginCallbackPage /> },
  { path: '/fullscreen/export', element: <ExportPage /> },
  { path: '/app/*', element: <AdminApp /> },
]);
