import { API_URL, tokenStore } from '../apiAddress';
import { EARLY_LISTS } from './catalogueLists';

/** A list page as react-admin's getList takes it. */
export interface ListPageParams {
  pagination: { page: number; perPage: number };
  sort: { field: string; order: string };
  filter: Record<string, unknown>;
}

interface FirstListRequest {
  resource: string;
  params: ListPageParams;
  response: Promise<Response>;
  arrived: boolean;
}

let asked: FirstListRequest | null = null;

/**
 * A cold load of a defined list's plain URL (no query, no list params react-admin kept): its
 * first page, asked for by this small script as soon as it arrives, before the app's code is even
 * parsed. It is the request ra-data-simple-rest sends for that page. The app takes it
 * (`takeFirstListRequest`) when it computes the same page; any other case it asks for itself.
 */
export function askFirstListPage(): void {
  const token = tokenStore.get();
  const list = EARLY_LISTS.find(
    ({ resource }) => window.location.pathname.replace(/\/+$/, '') === `/app/${resource}`,
  );
  if (!token || !list || window.location.search) return;
  const { resource, apiPath } = list;
  if (localStorage.getItem(`RaStore.${resource}.listParams`) !== null) return;
  const { sort, perPage } = list.query;
  const params: ListPageParams = {
    pagination: { page: 1, perPage },
    sort: { field: sort.field, order: sort.order },
    filter: {},
  };
  const query = new URLSearchParams({
    sort: JSON.stringify([sort.field, sort.order]),
    range: JSON.stringify([0, perPage - 1]),
    filter: '{}',
  });
  const request: FirstListRequest = {
    resource,
    params,
    response: fetch(`${API_URL}/${apiPath}?${query}`, {
      headers: {
        Accept: 'application/json',
        Authorization: `Bearer ${token}`,
        Range: `${apiPath}=0-${perPage - 1}`,
      },
    }),
    arrived: false,
  };
  request.response.then(
    () => (request.arrived = true),
    () => (request.arrived = true),
  );
  asked = request;
}

/**
 * The answer to the early request if it asked for exactly `params` of `resource` (once), read as
 * ra-data-simple-rest reads it; `arrived` says whether the server has answered yet.
 */
export function takeFirstListRequest(resource: string, params: ListPageParams) {
  const request = asked;
  asked = null;
  if (request?.resource !== resource) return null;
  if (JSON.stringify(request.params) !== JSON.stringify(params)) return null;
  return {
    arrived: () => request.arrived,
    answer: request.response.then(async (response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const range = response.headers.get('content-range') ?? '';
      return {
        data: (await response.json()) as { id: string | number }[],
        total: parseInt(range.split('/').pop() ?? '', 10),
      };
    }),
  };
}

askFirstListPage();
