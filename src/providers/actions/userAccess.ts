import { apiCall, apiPost } from '../httpClient';

/** New accounts waiting for approval, and an admin's "sign out everywhere". */
export const userAccessActions = {
  /** Approves (or refuses) each waiting account, one request each; answers how many. */
  answerWaitingAccounts: async (userIds: number[], approve: boolean) => {
    for (const id of userIds) await apiPost(`/users/${id}/${approve ? 'approve' : 'refuse'}`);
    return { count: userIds.length };
  },
  countAwaitingApproval: () =>
    apiCall<{ count: number }>('/users/awaiting-approval/count').then((answer) => answer.count),
  signOutEverywhere: (userId: number) => apiPost(`/users/${userId}/sign-out-everywhere`),
};
