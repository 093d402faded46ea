import { apiSend, httpClient, API_URL } from '../httpClient';
import type { UserRow, UserUpdate } from '../../../common/adminApi';
import { wholeListAdapter } from './localList';
import { USER_GROUP_CHOICES } from '../apiAddress';
import type { ResourceAdapter } from './resourceAdapter';

const sameIds = (a: number[], b: number[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

/**
 * Users are listed by ra-data-simple-rest (GET /users). An update carries what the admin changed:
 * `groupIds` go to POST /permissions/userGroup/{id}, `disabled` to POST /users/{id}/disable|enable.
 */
export const userAdapter: ResourceAdapter = {
  update: async (params) => {
    const previous = params.previousData as UserRow;
    const data = params.data as Partial<UserUpdate>;
    const before = previous.groups.map((g) => g.id);
    if (data.groupIds && !sameIds(data.groupIds, before)) {
      await apiSend(`/permissions/userGroup/${params.id}`, 'POST', { groupIds: data.groupIds });
    }
    if (data.disabled !== undefined && data.disabled !== previous.disabled) {
      await apiSend(`/users/${params.id}/${data.disabled ? 'disable' : 'enable'}`, 'POST');
    }
    const { json } = await httpClient(`${API_URL}/users/${params.id}`);
    return { data: json as UserRow };
  },
};

export const userGroupChoicesAdapter = wholeListAdapter<{ id: number; name: string }>(
  '/users/groups',
  ['name'],
);

export { USER_GROUP_CHOICES };
