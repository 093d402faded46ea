import type { GetListParams, GetListResult, RaRecord } from 'react-admin';
import { filterWholeList, sortWholeList } from '../../../common/wholeList';
import { apiCall } from '../httpClient';
import type { ResourceAdapter } from './resourceAdapter';

/**
 * react-admin's getList over a short list the API answers whole (groups, permissions, config):
 * `q` searches the given fields, other filters match exactly, then sort and page.
 */
export function localList<T extends RaRecord>(
  rows: T[],
  params: Partial<GetListParams>,
  searchFields: (keyof T & string)[],
): GetListResult<T> {
  const matching = filterWholeList(rows, params.filter ?? {}, searchFields);
  const sorted = sortWholeList(matching, params.sort);
  const { page = 1, perPage = sorted.length || 1 } = params.pagination ?? {};
  return { data: sorted.slice((page - 1) * perPage, page * perPage), total: matching.length };
}

/** getList and getMany over a short list one API path answers whole, e.g. `/permissions/groups`. */
export function wholeListAdapter<T extends RaRecord>(
  path: string,
  searchFields: (keyof T & string)[],
): Required<Pick<ResourceAdapter, 'getList' | 'getMany'>> {
  return {
    getList: async (params) => localList(await apiCall<T[]>(path), params, searchFields),
    getMany: async (params) => ({
      data: (await apiCall<T[]>(path)).filter((row) => params.ids.includes(row.id)),
    }),
  };
}
