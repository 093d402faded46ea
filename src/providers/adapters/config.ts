import type { Identifier, RaRecord } from 'react-admin';
import { ifMatch } from '../editVersion';
import { apiCall, apiSend } from '../httpClient';
import { localList } from './localList';
import type { ConfigEntry, ConfigRecord } from '../../../common/adminApi';
import type { ResourceAdapter } from './resourceAdapter';

const toRecord = (entry: ConfigEntry): ConfigRecord => ({ ...entry, id: entry.key });

/**
 * POST /config/{public|private}/{key}: the record's `isPublic` picks the path; an edit names
 * the version it read.
 */
async function save(
  key: Identifier,
  data: Partial<RaRecord>,
  read?: Partial<RaRecord>,
): Promise<{ data: ConfigRecord }> {
  const path = `/config/${data.isPublic ? 'public' : 'private'}/${encodeURIComponent(key)}`;
  const body = { value: data.value, description: data.description ?? '' };
  const headers = new Headers({ Accept: 'application/json', ...ifMatch(read) });
  const entry = await apiCall<ConfigEntry>(path, {
    method: 'POST',
    body: JSON.stringify(body),
    headers,
  });
  return { data: toRecord(entry) };
}

/** Every entry, public and private, through SPEC 7's /config/private calls. */
export const configAdapter: ResourceAdapter = {
  getList: async (params) => {
    const entries = await apiCall<ConfigEntry[]>('/config/private/all');
    return localList(entries.map(toRecord), params, ['key', 'description']);
  },
  getOne: async (params) => ({
    data: toRecord(await apiCall<ConfigEntry>(`/config/private/${encodeURIComponent(params.id)}`)),
  }),
  update: (params) =>
    save(
      params.id,
      { isPublic: params.previousData.isPublic, ...params.data },
      params.previousData,
    ),
  create: (params) => save(String(params.data.key ?? ''), params.data),
  delete: async (params) => {
    await apiSend(`/config/private/${encodeURIComponent(params.id)}`, 'DELETE');
    return { data: params.previousData ?? { id: params.id } };
  },
};
