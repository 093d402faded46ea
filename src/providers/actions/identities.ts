import { apiCall, apiPost, apiSend } from '../httpClient';
import type { IdentityBody, IdentityRecord } from '../answers';

type Id = number | string;

/** A user's sign-in identities (issuer, subject), which an admin links and unlinks. */
export const identityActions = {
  getIdentities: (userId: Id) => apiCall<IdentityRecord[]>(`/users/${userId}/identities`),
  linkIdentity: (userId: Id, body: IdentityBody) =>
    apiPost<IdentityRecord>(`/users/${userId}/identities`, body),
  unlinkIdentity: (userId: Id, identityId: number) =>
    apiSend<{ id: number }>(`/users/${userId}/identities/${identityId}`, 'DELETE'),
};
