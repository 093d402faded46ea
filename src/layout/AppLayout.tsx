import { Suspense, type ReactNode } from 'react';
import { Layout, TitlePortal } from 'react-admin';
import { PromotionBanner } from './banner/PromotionBanner';
import { UncaughtErrorBoundary } from './errors/UncaughtErrorBoundary';
import { PageLoading } from './PageLoading';
import { PermissionLookupGuard } from './PermissionLookupGuard';
import { RefusedListStateReset } from './RefusedListStateReset';
import { RouteAccessGuard } from './RouteAccessGuard';
import { ShellAppBar } from './ShellAppBar';
import { ShellMenu } from './ShellMenu';

/** The shell under /app: app bar, menu, promotion banner, the page's title, then the page. */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <Layout
      appBar={ShellAppBar}
      menu={ShellMenu}
      // react-admin lets the layout grow to its widest table: the whole page would scroll sideways.
      sx={{ minWidth: 0, '& .RaLayout-content': { minWidth: 0 } }}
    >
      <PermissionLookupGuard />
      <RefusedListStateReset />
      <PromotionBanner />
      {/* The app bar holds the breadcrumb, so a page's <Title> is its heading here instead. */}
      <TitlePortal
        variant="h5"
        {...{ component: 'h1' }}
        sx={{ flex: 'none', mt: 2, whiteSpace: 'normal', '&:empty': { display: 'none' } }}
      />
      <UncaughtErrorBoundary>
        <Suspense fallback={<PageLoading />}>
          <RouteAccessGuard>{children}</RouteAccessGuard>
        </Suspense>
      </UncaughtErrorBoundary>
    </Layout>
  );
}
