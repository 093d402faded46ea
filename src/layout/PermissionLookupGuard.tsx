import { useEffect } from 'react';
import { useLogout, useNotify } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { fetchPermissionNames } from '../providers/authProvider';

/**
 * SPEC 2: where the permission lookup fails, except on /app, /app/tutorial and paths beginning
 * with /login, go home. React-admin's own sign-in page lives at /app/login, so it counts too.
 */
export function isLookupFailureExempt(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return (
    path === '/app' ||
    path === '/app/tutorial' ||
    pathname.startsWith('/login') ||
    pathname.startsWith('/app/login')
  );
}

const isAccountLocked = (error: unknown) =>
  (error as { body?: { code?: string } } | null)?.body?.code === 'ACCOUNT_LOCKED';

export function PermissionLookupGuard() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const notify = useNotify();
  const logout = useLogout();
  useEffect(() => {
    let live = true;
    fetchPermissionNames().catch((error: unknown) => {
      if (!live) return;
      if (isAccountLocked(error)) {
        // The server's own words: the account is locked, not a failed lookup.
        notify((error as Error).message, { type: 'error' });
        logout({}, '/app', false);
        return;
      }
      if (isLookupFailureExempt(pathname)) return;
      notify('app.shell.permissionLookupFailed', { type: 'warning' });
      navigate('/app', { replace: true });
    });
    return () => {
      live = false;
    };
  }, [pathname, navigate, notify, logout]);
  return null;
}
