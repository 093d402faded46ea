import type { GroupMembersChange } from '../../../common/adminApi';
import { apiPost } from '../httpClient';

/** Group membership beyond one user's groups. */
export const permissionActions = {
  /** Many users join (`add`) or leave (`remove`) one group, all or none. */
  changeGroupMembers: (groupId: number, userIds: number[], change: 'add' | 'remove') =>
    apiPost<GroupMembersChange>(`/permissions/group/${groupId}/members/${change}`, { userIds }),
};
