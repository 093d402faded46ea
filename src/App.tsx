import { useState } from 'react';
import { CssBaseline } from '@mui/material';
import {
  AdminContext,
  CoreAdminUI,
  CustomRoutes,
  Resource,
  type CoreAdminUIProps,
} from 'react-admin';
import { createBrowserRouter, Route } from 'react-router-dom';
import { customRoutes } from './customRoutes';
import { AppLayout } from './layout/AppLayout';
import { AccessDeniedPage, AuthenticationErrorPage } from './layout/errors/authStatusPages';
import { GenericErrorPage } from './layout/errors/GenericErrorPage';
import { NotFoundPage } from './layout/errors/NotFoundPage';
import { withExactPages } from './resources/exactPages';
import { PageLoading } from './layout/PageLoading';
import { RootLayout } from './layout/RootLayout';
import { useThemeMode } from './layout/theme/themeMode';
import { themeOptions } from './layout/theme/themes';
import { ToastNotification } from './layout/toasts/ToastNotification';
import { lazyPage } from './lib/lazyPage';
import { LiveProvider } from './lib/live/LiveProvider';
import { createQueryClient } from './lib/queryClient';
import { ExportPage } from './pages/export';
import { HomePage } from './pages/home';
import { LandingPage } from './pages/landing';
import { LoginCallbackPage, LoginPage } from './pages/login';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { askEarlyListPage } from './providers/earlyListPage';
import { i18nProvider } from './providers/i18nProvider';
import { store } from './providers/store';
import { preloadListPage } from './resources/preloadListPage';
import { resourceRegistry } from './resources/registry';

const raErrorPages = () => import('./layout/errors/raErrorPages');
// react-admin types its error page as a function returning a node, not as a component.
const ErrorPage = lazyPage(raErrorPages, 'ErrorPage') as NonNullable<CoreAdminUIProps['error']>;

askEarlyListPage();
preloadListPage();

const resources = resourceRegistry.map(
  ({ access: _access, apiPath: _apiPath, keyTexts: _keyTexts, listQuery: _listQuery, ...props }) =>
    withExactPages(props),
);

function AdminApp() {
  const { resolved } = useThemeMode();
  const [queryClient] = useState(createQueryClient);
  // react-admin's <Admin> is this with its own login page, notifications, 404, loading page and
  // English messages as defaults, which would load with the app though this one has its own.
  return (
    <AdminContext
      basename="/app"
      authProvider={authProvider}
      dataProvider={dataProvider}
      queryClient={queryClient}
      store={store}
      i18nProvider={i18nProvider}
      theme={themeOptions(resolved)}
      darkTheme={null}
    >
      <CssBaseline enableColorScheme>
        <LiveProvider>
          <CoreAdminUI
            loginPage={LoginPage}
            dashboard={HomePage}
            layout={AppLayout}
            catchAll={NotFoundPage}
            loading={PageLoading}
            error={ErrorPage}
            accessDenied={AccessDeniedPage}
            authenticationError={AuthenticationErrorPage}
            disableTelemetry
          >
            {resources.map((props) => (
              <Resource key={props.name} {...props} />
            ))}
            <CustomRoutes>
              {customRoutes.map(({ path, element }) => (
                <Route key={path} path={path} element={element} />
              ))}
            </CustomRoutes>
          </CoreAdminUI>
        </LiveProvider>
        <ToastNotification />
      </CssBaseline>
    </AdminContext>
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
