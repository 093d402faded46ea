import { hashKey, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { GetListResult } from 'react-admin';

/** How long the early answer counts as fresh: its list mounts well within this on a first load. */
const FRESH_MS = 10_000;

/** A page of rows asked for before the app rendered (`providers/earlyListPage.ts`). */
export interface EarlyListPage {
  /** useGetList's query key for it. */
  key: QueryKey;
  answer: Promise<GetListResult>;
  /** Set once the answer is in. */
  value?: GetListResult;
  /** Set once it failed (refused, or the network). */
  failed?: boolean;
  /** Whether the server has answered already (the page asked for before the app's code ran). */
  arrived?: () => boolean;
}

let early: EarlyListPage | null = null;

export function holdEarlyListPage(page: EarlyListPage): void {
  early = page;
  page.answer.then(
    (value) => (page.value = value),
    () => (page.failed = true),
  );
}

/**
 * Settles once the early page is read, when the server has already answered it; null otherwise.
 * The app renders after it then, so its first render shows the rows rather than an empty list
 * and a second render; an answer still on its way is not waited for.
 */
export function earlyListPageInHand(): Promise<void> | null {
  if (!early?.arrived?.()) return null;
  return early.answer.then(
    () => undefined,
    () => undefined,
  );
}

/**
 * Hands the early page (once) to the query client as the list renders, before its useGetList
 * reads the cache: answered, as the query's data, so this first render has the rows; still on
 * its way, as the query's fetch, which the list then waits on instead of asking again (refused
 * there, the list shows the refusal as for its own request). That first data stays fresh a few
 * seconds, so the list's mount does not ask again. One that already failed is dropped: the list
 * asks for itself.
 */
function seed(queryClient: QueryClient) {
  const page = early;
  early = null;
  if (!page || page.failed) return;
  const hash = hashKey(page.key);
  queryClient.setQueryDefaults(page.key, {
    staleTime: (query) =>
      query.queryHash === hash && query.state.dataUpdateCount === 1 ? FRESH_MS : 0,
  });
  if (page.value) queryClient.setQueryData(page.key, page.value);
  else void queryClient.prefetchQuery({ queryKey: page.key, queryFn: () => page.answer });
}

export function useEarlyListPage(): void {
  seed(useQueryClient());
}
