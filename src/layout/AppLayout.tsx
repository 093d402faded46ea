import { Suspense, type ReactNode } from 'react';
import { Layout } from 'react-admin';
import { PromotionBanner } from './banner/PromotionBanner';
import { UncaughtErrorBoundary } from './errors/UncaughtErrorBoundary';
import { PageLoading } from './PageLoading';
import { PermissionLookupGuard } from './PermissionLookupGuard';
import { ShellAppBar } from './ShellAppBar';
import { ShellMenu } from './ShellMenu';

/** The shell under /app: app bar, menu, promotion banner, then the page. */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <Layout appBar={ShellAppBar} menu={ShellMenu}>
      <PermissionLookupGuard />
      <PromotionBanner />
      <UncaughtErrorBoundary>
        <Suspense fallback={<PageLoading />}>{children}</Suspense>
      </UncaughtErrorBoundary>
    </Layout>
  );
}
