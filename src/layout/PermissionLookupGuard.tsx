import { useEffect } from 'react';
import { useNotify } from 'react-admin';
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

export function PermissionLookupGuard() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const notify = useNotify();
  useEffect(() => {
    let live = true;
    fetchPermissionNames().catch(() => {
      if (!live || isLookupFailureExempt(pathname)) return;
      notify('app.shell.permissionLookupFailed', { type: 'warning' });
      navigate('/app', { replace: true });
    });
    return () => {
      live = false;
    };
  }, [pathname, navigate, notify]);
  return null;
}
