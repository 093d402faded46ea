import type { Identifier, RaRecord } from 'react-admin';
import { apiCall, apiSend } from '../httpClient';
import { localList } from './localList';
import type { ConfigEntry, ConfigRecord } from '../../../common/adminApi';
import type { ResourceAdapter } from './resourceAdapter';

const toRecord = (entry: ConfigEntry): ConfigRecord => ({ ...entry, id: entry.key });

/** POST /config/{public|private}/{key}: the record's `isPublic` picks the path. */
async function save(key: Identifier, data: Partial<RaRecord>): Promise<{ data: ConfigRecord }> {
  const path = `/config/${data.isPublic ? 'public' : 'private'}/${encodeURIComponent(key)}`;
  const body = { value: data.value, description: data.description ?? '' };
  return { data: toRecord(await apiSend<ConfigEntry>(path, 'POST', body)) };
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
  update: (params) => save(params.id, { isPublic: params.previousData.isPublic, ...params.data }),
  create: (params) => save(String(params.data.key ?? ''), params.data),
  delete: async (params) => {
    await apiSend(`/config/private/${encodeURIComponent(params.id)}`, 'DELETE');
    return { data: params.previousData ?? { id: params.id } };
  },
};
