import { CssBaseline, ThemeProvider } from '@mui/material';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { UncaughtErrorBoundary } from './errors/UncaughtErrorBoundary';
import { PageLoading } from './PageLoading';
import { muiTheme } from './theme/themes';
import { useThemeMode } from './theme/themeMode';
import { LazyToastHost, useToastsWanted } from './toasts/toastsOnDemand';

/** Around every route: the theme, the last-resort error screen, lazy loading and the toasts. */
export function RootLayout() {
  const { resolved } = useThemeMode();
  const toastsWanted = useToastsWanted();
  return (
    <ThemeProvider theme={muiTheme(resolved)}>
      <CssBaseline />
      <UncaughtErrorBoundary>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </UncaughtErrorBoundary>
      {toastsWanted && (
        <Suspense fallback={null}>
          <LazyToastHost theme={resolved} />
        </Suspense>
      )}
    </ThemeProvider>
  );
}
