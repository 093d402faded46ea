import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider } from 'react-admin';
import { resourceRegistry } from '../resources/registry';
import { actions, type BeliDataProvider } from './actions';
import { resourceAdapters } from './adapters';
import { downloadExport } from './downloadExport';
import { versionedUpdate } from './editVersion';
import { API_URL, apiRecord, bodiless, httpClient } from './httpClient';

const simpleRest = simpleRestProvider(API_URL, httpClient);

/** The API path of an app resource: `admin/aov/heroes` → `heroes`. */
const apiPathOf = (resource: string) =>
  resourceRegistry.find((r) => r.name === resource)?.apiPath ?? resource;

export type { BeliDataProvider };

const exportResource: BeliDataProvider['exportResource'] = (resource, request, onProgress) =>
  downloadExport({ ...request, path: apiPathOf(resource) }, onProgress);

const runAction: BeliDataProvider['runAction'] = (resource, { id, action }) =>
  apiRecord(
    `/${apiPathOf(resource)}/${encodeURIComponent(String(id))}/${action}`,
    bodiless('POST'),
  );

/** The calls addressed by a resource beyond react-admin's own. */
const resourceCalls = { exportResource, runAction };

const withVersionedUpdate: DataProvider = { ...simpleRest, update: versionedUpdate };

/**
 * ra-data-simple-rest underneath; a resource's URL under /app may differ from its API path
 * (`admin/aov/heroes` lives at `/api/heroes`), so every call is re-addressed first. Resources
 * whose API is SPEC 7's `{ data }` calls answer through their adapter in `./adapters`. An update
 * names the version it read (`./editVersion`).
 */
export const dataProvider = new Proxy(withVersionedUpdate, {
  get(target, method: string) {
    if (Object.hasOwn(resourceCalls, method)) {
      return resourceCalls[method as keyof typeof resourceCalls];
    }
    if (Object.hasOwn(actions, method)) return actions[method as keyof typeof actions];
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
}) as BeliDataProvider;
