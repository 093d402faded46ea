import type { GetListParams, GetListResult, RaRecord } from 'react-admin';
import { apiCall } from '../httpClient';
import type { ResourceAdapter } from './resourceAdapter';

/** Lower case without Vietnamese diacritics, so "quan tri" finds "Quản trị". */
export const foldText = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/g, 'd').replace(/Đ/g, 'd').toLowerCase();

function compare(a: unknown, b: unknown): number {
  if (typeof a === 'string' && typeof b === 'string') return a.localeCompare(b, 'vi');
  if (a === b) return 0;
  if (a === null || a === undefined) return -1;
  if (b === null || b === undefined) return 1;
  return a < b ? -1 : 1;
}

/**
 * react-admin's getList over a short list the API answers whole (groups, permissions, config):
 * `q` searches the given fields, other filters match exactly, then sort and page.
 */
export function localList<T extends RaRecord>(
  rows: T[],
  params: Partial<GetListParams>,
  searchFields: (keyof T & string)[],
): GetListResult<T> {
  const { q, ...exact } = (params.filter ?? {}) as Record<string, unknown>;
  const needle = typeof q === 'string' ? foldText(q.trim()) : '';
  const matching = rows.filter(
    (row) =>
      (!needle || searchFields.some((f) => foldText(String(row[f] ?? '')).includes(needle))) &&
      Object.entries(exact).every(([key, value]) => value === undefined || row[key] === value),
  );
  const { field = 'id', order = 'ASC' } = params.sort ?? {};
  const sorted = [...matching].sort(
    (a, b) => compare(a[field], b[field]) * (order === 'DESC' ? -1 : 1),
  );
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
