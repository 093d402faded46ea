import type { SearchHit } from '../../../common/schemas/search';
import { apiCall } from '../httpClient';

/** The app bar's search across what the signed-in user may read. */
export const searchActions = {
  search: (q: string) => apiCall<SearchHit[]>(`/search?q=${encodeURIComponent(q)}`),
};
