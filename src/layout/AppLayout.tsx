import { Suspense, type ReactNode } from 'react';
import { TitlePortal } from 'react-admin';
import { PromotionBanner } from './banner/PromotionBanner';
import { UncaughtErrorBoundary } from './errors/UncaughtErrorBoundary';
import { PageLoading } from './PageLoading';
import { PermissionLookupGuard } from './PermissionLookupGuard';
import { RefusedListStateReset } from './RefusedListStateReset';
import { RouteAccessGuard } from './RouteAccessGuard';
import { ShellFrame } from './ShellFrame';

/** The shell under /app: app bar, menu, promotion banner, the page's title, then the page. */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <ShellFrame>
      <UncaughtErrorBoundary>
        <PermissionLookupGuard />
        <RefusedListStateReset />
        <PromotionBanner />
        {/* The app bar holds the breadcrumb, so a page's <Title> is its heading here instead. */}
        <TitlePortal
          variant="h5"
          {...{ component: 'h1' }}
          sx={{ flex: 'none', mt: 2, whiteSpace: 'normal', '&:empty': { display: 'none' } }}
        />
        <Suspense fallback={<PageLoading />}>
          <RouteAccessGuard>{children}</RouteAccessGuard>
        </Suspense>
      </UncaughtErrorBoundary>
    </ShellFrame>
  );
}
