import { Children, isValidElement, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { customRoutes } from '../../customRoutes';
import { resourceRegistry, type ResourceEntry } from '../../resources/registry';

/** One path of the app under /app, as the router serves it. */
export interface AppRoute {
  /** Without the leading slash: `admin/aov/heroes/edit/:id`; `''` is /app itself. */
  path: string;
  /** false: no page of its own there (a step of a longer path, or a redirect). */
  page: boolean;
  /** It only sends on elsewhere (`/app/tool/ghep-anh` to `/app/tool`): no crumb of its own. */
  redirects?: boolean;
  /** Who may open it: any one of these permissions; none: anyone. */
  permissions?: readonly string[];
  /** Its label's translation key, when not its last segment's `app.breadcrumb.{segment}`. */
  label?: { key: string; smart_count?: number };
  /** The resource whose record a `:param` last segment names. */
  resource?: string;
}

/** A custom route's `:param` names a record of this resource; some values are words. */
const PARAM_RECORDS: Record<string, { resource: string; words?: Record<string, string> }> = {
  userId: { resource: 'admin/user', words: { me: 'app.breadcrumb.me' } },
  // The tools as their pages read them (any member may): the crumb says what the page says.
  toolId: { resource: 'tools' },
};

export const paramWord = (param: string, value: string) => PARAM_RECORDS[param]?.words?.[value];

const trim = (path: string) => path.replace(/^\/+|\/+$/g, '');
const isRedirect = (element: ReactNode) => isValidElement(element) && element.type === Navigate;
const lastParam = (path: string) => /(?:^|\/):(\w+)$/.exec(path)?.[1];

/** react-admin's paths for a resource: list, create, edit (`:id`), show, and its children. */
function resourceRoutes(entry: ResourceEntry): AppRoute[] {
  const { name, access } = entry;
  const routes: AppRoute[] = [];
  const add = (sub: string, permissions: readonly string[], element?: ReactNode) =>
    routes.push({
      path: sub ? `${name}/${sub}` : name,
      page: !isRedirect(element),
      redirects: isRedirect(element) || undefined,
      permissions,
      resource: lastParam(sub) ? name : undefined,
    });
  if (entry.list) {
    routes.push({
      path: name,
      page: true,
      permissions: access.read,
      label: { key: `resources.${name}.name`, smart_count: 2 },
    });
  }
  if (entry.create) add('create', access.write);
  if (entry.edit) add(':id', access.write);
  if (entry.show) add(':id/show', access.read);
  Children.forEach(entry.children, (child) => {
    if (!isValidElement<{ path?: string; element?: ReactNode }>(child)) return;
    if (child.props.path) add(trim(child.props.path), access.write, child.props.element);
  });
  return routes;
}

/** react-admin's own pages under /app. */
const builtInRoutes: AppRoute[] = [
  { path: '', page: true },
  { path: 'login', page: true },
  { path: 'access-denied', page: true },
  { path: 'authentication-error', page: true },
];

function withPrefixes(routes: AppRoute[]): AppRoute[] {
  const known = new Set(routes.map((r) => r.path));
  const prefixes: AppRoute[] = [];
  for (const { path } of routes) {
    const segments = path.split('/');
    for (let i = 1; i < segments.length; i++) {
      const prefix = segments.slice(0, i).join('/');
      if (known.has(prefix)) continue;
      known.add(prefix);
      const param = lastParam(prefix);
      const owner = resourceRegistry.find((r) => prefix.startsWith(`${r.name}/`));
      prefixes.push({
        path: prefix,
        page: false,
        resource: param && owner ? owner.name : undefined,
      });
    }
  }
  return [...routes, ...prefixes];
}

/**
 * Every path of the app under /app, derived from what the router mounts (the resource registry
 * and the custom routes), with every step of a longer path too: the breadcrumb's labels and links
 * and the route walk of the end-to-end tests both read it.
 */
export const routeTable: AppRoute[] = withPrefixes([
  ...builtInRoutes,
  ...resourceRegistry.flatMap(resourceRoutes),
  ...customRoutes.map(({ path, element, permissions }) => {
    const param = lastParam(path);
    return {
      path: trim(path),
      page: !isRedirect(element),
      redirects: isRedirect(element) || undefined,
      permissions,
      resource: param ? PARAM_RECORDS[param]?.resource : undefined,
    };
  }),
]);

const staticCount = (path: string) => path.split('/').filter((s) => !s.startsWith(':')).length;

/** The route serving these segments: static segments beat `:params` (`test` over `:taskId`). */
export function matchRoute(segments: readonly string[]): AppRoute | undefined {
  const candidates = routeTable.filter((route) => {
    const pattern = route.path === '' ? [] : route.path.split('/');
    return (
      pattern.length === segments.length &&
      pattern.every((part, i) => part.startsWith(':') || part === segments[i])
    );
  });
  return candidates.sort((a, b) => staticCount(b.path) - staticCount(a.path))[0];
}
