import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { rememberAskedPage } from '../lib/askedPage';
import { fetchPermissionNames } from '../providers/authProvider';
import { tokenStore } from '../providers/apiAddress';
import { knownPermissions } from '../providers/knownPermissions';
import { PageLoading } from './PageLoading';
import { grantsRoute, isOpenRoute, routeOfPath } from './routes/routeAccess';

/** SPEC 2 / DESIGN: a signed-out visitor goes home, which offers sign-in, then comes back. */
function SendHome({ asked }: { asked: string }) {
  useEffect(() => rememberAskedPage(asked), [asked]);
  return <Navigate to="/app" replace />;
}

/**
 * Decides before a page mounts whether this visitor may open it, from the route table's
 * permissions: a signed-out visitor is sent home once and a user without the permission to the
 * access-denied page once, so the page never sends the requests the server would refuse. Names
 * known from an earlier answer open a page at once; a refusal waits for the fresh answer.
 */
export function RouteAccessGuard({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const route = routeOfPath(pathname);
  const open = isOpenRoute(route);
  const token = tokenStore.get();
  const [fresh, setFresh] = useState<{ token: string; names: string[] } | null>(null);
  useEffect(() => {
    if (open || !token) return;
    let live = true;
    // A failed lookup is PermissionLookupGuard's to handle.
    fetchPermissionNames().then(
      (names) => live && setFresh({ token, names }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [open, token, pathname]);

  if (open) return children;
  if (!token) return <SendHome asked={pathname + search} />;
  const names = fresh?.token === token ? fresh.names : null;
  if (names)
    return grantsRoute(route, names) ? children : <Navigate to="/app/access-denied" replace />;
  const known = knownPermissions.get(token);
  return known && grantsRoute(route, known) ? children : <PageLoading />;
}
