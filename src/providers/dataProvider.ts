import type { DataProvider } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import { resourceRegistry } from '../resources/registry';
import { resourceAdapters } from './adapters';
import { API_URL, httpClient } from './httpClient';

const simpleRest = simpleRestProvider(API_URL, httpClient);

/** The API path of an app resource: `admin/aov/heroes` → `heroes`. */
export const apiPathOf = (resource: string) =>
  resourceRegistry.find((r) => r.name === resource)?.apiPath ?? resource;

/**
 * ra-data-simple-rest underneath; a resource's URL under /app may differ from its API path
 * (`admin/aov/heroes` lives at `/api/heroes`), so every call is re-addressed first. Resources
 * whose API is SPEC 7's `{ data }` calls answer through their adapter in `./adapters`.
 */
export const dataProvider: DataProvider = new Proxy(simpleRest, {
  get(target, method: string) {
    const call = target[method];
    if (typeof call !== 'function') return call;
    return (resource: string, ...rest: unknown[]) => {
      const adapter = resourceAdapters[resource] as Record<string, unknown> | undefined;
      const own = adapter?.[method];
      return typeof own === 'function'
        ? own.apply(adapter, rest)
        : call(apiPathOf(resource), ...rest);
    };
  },
});
