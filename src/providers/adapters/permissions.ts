import type { Identifier } from 'react-admin';
import { wholeListAdapter } from './localList';
import { apiCall, apiSend } from '../httpClient';
import type {
  GroupDetail,
  GroupSummary,
  Permission,
  PermissionRef,
} from '../../../common/adminApi';
import type { ResourceAdapter } from './resourceAdapter';

const groupPath = (id: Identifier) => `/permissions/group/${encodeURIComponent(id)}`;
const ids = (permissions: PermissionRef[] | undefined) => (permissions ?? []).map((p) => p.id);

/**
 * Groups over SPEC 7's calls. An update carries the group's wanted `permissions`; each one
 * switched on or off becomes one POST or DELETE on /permissions/group/{id}/permission/{id}.
 */
export const groupAdapter: ResourceAdapter = {
  ...wholeListAdapter<GroupSummary>('/permissions/groups', ['name']),
  getOne: async (params) => ({ data: await apiCall<GroupDetail>(groupPath(params.id)) }),
  create: async (params) => ({
    data: await apiSend<GroupDetail>('/permissions/group', 'POST', { name: params.data.name }),
  }),
  update: async (params) => {
    const wanted = ids(params.data.permissions);
    const had = ids(params.previousData.permissions);
    let group = params.previousData as GroupDetail;
    for (const id of wanted.filter((p) => !had.includes(p))) {
      group = await apiSend(`${groupPath(params.id)}/permission/${id}`, 'POST');
    }
    for (const id of had.filter((p) => !wanted.includes(p))) {
      group = await apiSend(`${groupPath(params.id)}/permission/${id}`, 'DELETE');
    }
    return { data: group };
  },
  delete: async (params) => {
    await apiSend(groupPath(params.id), 'DELETE');
    return { data: params.previousData ?? { id: params.id } };
  },
};

/** Every permission (GET /permissions/all), read only. */
export const permissionAdapter: ResourceAdapter = wholeListAdapter<Permission>('/permissions/all', [
  'name',
  'description',
]);
