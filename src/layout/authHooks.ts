import { useGetIdentity, usePermissions } from 'react-admin';

/**
 * react-query retries a failed query three times (about 7 s of waiting). A visitor without a
 * session, or a failed permission lookup, answers at once instead: home shows its cards without
 * that wait.
 */
export const useIdentity = () => useGetIdentity({ retry: false });

export const usePermissionNames = () =>
  usePermissions<string[]>({}, { retry: false, staleTime: 5 * 60_000 });
