import { matchRoute, paramWord, type AppRoute } from './routeTable';

/** What a crumb says: a translated label, a record's name (or `#id`), or the path's own text. */
export type CrumbLabel =
  { key: string; smart_count?: number } | { resource?: string; id: string } | { text: string };

export interface Crumb {
  label: CrumbLabel;
  /** The path it links to, if a page is there; otherwise the crumb is plain text. */
  to?: string;
  /** Who may open that page (a link is shown only to them). */
  opens?: AppRoute;
}

/**
 * `/app/admin/aov/heroes/edit/7` → Trang chủ, Quản trị, Aov, Tướng, Sửa, (hero 7): each segment
 * labelled by the route it ends, linked only where that route is a page; a segment that only
 * sends on elsewhere has none. A path the app does not serve (a 404) keeps its own words.
 */
export function crumbsOf(pathname: string): Crumb[] {
  const segments = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  if (segments[0] !== 'app') return [];
  const under = segments.slice(1);
  return ['', ...under].flatMap((segment, i): Crumb[] => {
    const steps = under.slice(0, i);
    const route = matchRoute(steps);
    const to = `/${['app', ...steps].join('/')}`;
    if (!route) return [{ label: { text: segment } }];
    if (route.redirects && i < under.length) return [];
    const pattern = route.path.split('/').at(-1) ?? '';
    const word = pattern.startsWith(':') ? paramWord(pattern.slice(1), segment) : undefined;
    const label: CrumbLabel =
      route.label ??
      (word
        ? { key: word }
        : pattern.startsWith(':')
          ? { resource: route.resource, id: segment }
          : { key: `app.breadcrumb.${segment || 'app'}` });
    return [route.page ? { label, to, opens: route } : { label }];
  });
}
