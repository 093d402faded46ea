import { matchRoute, type AppRoute } from './routeTable';

/** The route of the route table serving this browser path under /app, if any. */
export function routeOfPath(pathname: string): AppRoute | undefined {
  const segments = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  return segments[0] === 'app' ? matchRoute(segments.slice(1)) : undefined;
}

/** Whether a route is open to anyone, signed in or not. */
export const isOpenRoute = (route: AppRoute | undefined) => !route?.permissions?.length;

/** Whether these permission names open the route (any one of its permissions does). */
export const grantsRoute = (route: AppRoute | undefined, names: readonly string[]) =>
  isOpenRoute(route) || route!.permissions!.some((name) => names.includes(name));
