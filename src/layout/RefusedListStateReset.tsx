import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useStoreContext } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';

/** react-admin's list state in the URL, as opposed to a page's own query (?order= on payment). */
const LIST_QUERY = /[?&](sort|order|filter)=/;

const isBadRequest = (error: unknown) => (error as { status?: number } | null)?.status === 400;

/**
 * A list whose sort or filter the server refuses (400) would stay empty for good: react-admin
 * keeps its state in the store and the URL. This drops both, so the list opens as it does first.
 */
export function RefusedListStateReset() {
  const queryClient = useQueryClient();
  const store = useStoreContext();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        const [resource, method] = event.query.queryKey;
        if (event.type !== 'updated' || event.action.type !== 'error') return;
        if (method !== 'getList' || !isBadRequest(event.action.error)) return;
        store.removeItem(`${String(resource)}.listParams`);
        if (LIST_QUERY.test(search)) navigate(pathname, { replace: true });
      }),
    [queryClient, store, navigate, pathname, search],
  );
  return null;
}
